import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes are stored as `scrypt$<N>$<saltHex>$<hashHex>` so the cost can be raised later
 * without breaking existing hashes. N=16384 keeps a sign-in around 30-50 ms on this machine.
 * The async forms run scrypt on libuv's thread pool, so hashing never blocks other requests.
 */
const N = 16384;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes; Node's default cap (32 MB) is enough for N up to 2^17 with r=8.
const MAXMEM = 256 * 1024 * 1024;

const scryptAsync = (plain: string, salt: Buffer, length: number, n: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(plain, salt, length, { N: n, maxmem: MAXMEM }, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** Synchronous: only for seed building and start-up, never in a request. */
export function hashPasswordSync(plain: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(plain, salt, KEY_LENGTH, { N, maxmem: MAXMEM });
  return `scrypt$${N}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function hashPassword(plain: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const hash = await scryptAsync(plain, salt, KEY_LENGTH, N);
  return `scrypt$${N}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPassword(plain: string, stored: string | undefined | null): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, saltHex, hashHex] = stored.split('$');
  if (kind !== 'scrypt' || !n || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(plain, Buffer.from(saltHex, 'hex'), expected.length, Number(n));
  return timingSafeEqual(actual, expected);
}
