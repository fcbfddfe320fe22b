import { HttpError } from '../http/errors';
import { memoryThrottle, type MakeThrottle } from './throttle';

const MINUTE = 60_000;

/**
 * The abuse limits of sign-in and password reset (docs/security.md), counted where the store
 * keeps them: in memory on the embedded store (a restart forgives, fine for one process), in the
 * database on PostgreSQL so that failures spread over several servers add up. Every limit
 * answers 429 with Retry-After.
 */
export function createLimits(now: () => Date, make: MakeThrottle = memoryThrottle) {
  const limit = (name: string, maxFailures: number, windowMs: number) =>
    make({ name, maxFailures, windowMs }, now);
  return {
    /** Wrong passwords for one email from one address. */
    signInPair: limit('signInPair', 5, 15 * MINUTE),
    /** Wrong passwords for one account from any address: then the account is locked for a while. */
    signInAccount: limit('signInAccount', 10, 15 * MINUTE),
    /** Wrong passwords from one address for any email. */
    signInAddress: limit('signInAddress', 30, 15 * MINUTE),
    /** Reset requests for one email (known or not, so the limit tells nothing). */
    resetByEmail: limit('resetByEmail', 3, 15 * MINUTE),
    /** Reset requests from one address. */
    resetByAddress: limit('resetByAddress', 20, 60 * MINUTE),
    /** Wrong reset codes for one email: then its open codes are void. */
    resetCode: limit('resetCode', 5, 15 * MINUTE),
  };
}

export type Limits = ReturnType<typeof createLimits>;

/** 429 with Retry-After (seconds) and a message that says how long to wait. */
export function tooMany(seconds: number, what: string): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, `${what} Please try again in ${minutes} minute(s).`, undefined, {
    'Retry-After': String(seconds),
  });
}
