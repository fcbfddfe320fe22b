import { hashPassword, needsRehash, PASSWORD_COST, verifyPassword, type ScryptCost } from '../lib/password';

/**
 * Password hashing as the app runs it, at one cost (PASSWORD_COST unless createApp was given
 * another: tests pass a cheap one through createApp's options, never an environment variable a
 * production process could inherit).
 */
export interface Passwords {
  readonly cost: ScryptCost;
  hash(plain: string): Promise<string>;
  /**
   * Checks `plain` against the stored hash, or against a dummy hash of the same cost when there is
   * none (an unknown email), so both answers take the same time. `upgrade` is true when the
   * password was right but its hash uses other parameters: the caller stores a new hash.
   */
  check(plain: string, stored: string | null | undefined): Promise<{ ok: boolean; upgrade: boolean }>;
}

export function createPasswords(cost: ScryptCost = PASSWORD_COST): Passwords {
  let dummy: Promise<string> | null = null;
  const dummyHash = () => (dummy ??= hashPassword('not-a-real-password', cost));
  return {
    cost,
    hash: (plain) => hashPassword(plain, cost),
    async check(plain, stored) {
      if (!stored) {
        await verifyPassword(plain, await dummyHash());
        return { ok: false, upgrade: false };
      }
      const ok = await verifyPassword(plain, stored);
      return { ok, upgrade: ok && needsRehash(stored, cost) };
    },
  };
}
