import { HttpError } from '../http/errors';
import { Throttle } from './throttle';

const MINUTE = 60_000;

/**
 * The abuse limits of sign-in and password reset (README "Security"), counted in memory: a restart
 * forgives, which is fine for one process. Every limit answers 429 with Retry-After.
 */
export function createLimits(now: () => Date) {
  return {
    /** Wrong passwords for one email from one address. */
    signInPair: new Throttle(5, 15 * MINUTE, now),
    /** Wrong passwords for one account from any address: then the account is locked for a while. */
    signInAccount: new Throttle(10, 15 * MINUTE, now),
    /** Wrong passwords from one address for any email. */
    signInAddress: new Throttle(30, 15 * MINUTE, now),
    /** Reset requests for one email (known or not, so the limit tells nothing). */
    resetByEmail: new Throttle(3, 15 * MINUTE, now),
    /** Reset requests from one address. */
    resetByAddress: new Throttle(20, 60 * MINUTE, now),
    /** Wrong reset codes for one email: then its open codes are void. */
    resetCode: new Throttle(5, 15 * MINUTE, now),
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
