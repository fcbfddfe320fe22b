import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes are stored as `scrypt$<N>$<saltHex>$<hashHex>` so the cost can be raised later
 * without breaking existing hashes. N=16384 keeps a sign-in around 30-50 ms on this machine.
 */
const N = 16384;
const KEY_LENGTH = 32;

export function hashPassword(plain: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(plain, salt, KEY_LENGTH, { N });
  return `scrypt$${N}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(plain: string, stored: string | undefined | null): boolean {
  if (!stored) return false;
  const [kind, n, saltHex, hashHex] = stored.split('$');
  if (kind !== 'scrypt' || !n || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(plain, Buffer.from(saltHex, 'hex'), expected.length, { N: Number(n) });
  return timingSafeEqual(actual, expected);
}
