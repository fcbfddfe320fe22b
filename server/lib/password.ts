import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Password hashes carry their own parameters: `scrypt$N=131072,r=8,p=1$<saltHex>$<hashHex>`.
 * Hashes written before the parameters were raised read `scrypt$16384$<saltHex>$<hashHex>` (r=8,
 * p=1, Node's defaults then); both verify with the parameters they name, so the cost can rise
 * without breaking a stored hash (server/auth/passwords.ts upgrades them at sign-in).
 * The async forms run scrypt on libuv's thread pool, so hashing never blocks other requests.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt (docs/decisions.md, "Password hashing"). */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes (128 MB at N=2^17, r=8); Node's default cap is 32 MB.
const MAXMEM = 256 * 1024 * 1024;

const options = (cost: ScryptCost) => ({ N: cost.N, r: cost.r, p: cost.p, maxmem: MAXMEM });
const format = (cost: ScryptCost, salt: Buffer, hash: Buffer) =>
  `scrypt$N=${cost.N},r=${cost.r},p=${cost.p}$${salt.toString('hex')}$${hash.toString('hex')}`;

/**
 * At most one hash per spare core runs at a time (the others wait their turn): a burst of
 * sign-ins then keeps one core for the event loop, and leaves libuv's other threads free for the
 * journal's fsyncs, instead of four 128 MB hashes starving both (docs/decisions.md).
 */
const HASH_SLOTS = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const scryptAsync = (plain: string, salt: Buffer, length: number, cost: ScryptCost) =>
  withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(plain, salt, length, options(cost), (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );

/** Synchronous: only for seed building, never in a request. */
export function hashPasswordSync(
  plain: string,
  salt: Buffer = randomBytes(16),
  cost = PASSWORD_COST,
): string {
  return format(cost, salt, scryptSync(plain, salt, KEY_LENGTH, options(cost)));
}

export async function hashPassword(
  plain: string,
  cost = PASSWORD_COST,
  salt = randomBytes(16),
): Promise<string> {
  return format(cost, salt, await scryptAsync(plain, salt, KEY_LENGTH, cost));
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

const SANE = (c: ScryptCost) =>
  Number.isInteger(c.N) &&
  c.N > 1 &&
  (c.N & (c.N - 1)) === 0 &&
  c.N <= 2 ** 20 &&
  c.r >= 1 &&
  c.r <= 32 &&
  c.p >= 1 &&
  c.p <= 16;

/** The parameters, salt and hash of a stored value, or null when it is not one of our hashes. */
function parseHash(stored: string | undefined | null): ParsedHash | null {
  if (!stored) return null;
  const [kind, params, saltHex, hashHex, extra] = stored.split('$');
  if (kind !== 'scrypt' || !params || !saltHex || !hashHex || extra !== undefined) return null;
  let cost: ScryptCost;
  if (/^\d+$/.test(params)) cost = { N: Number(params), r: 8, p: 1 };
  else {
    const m = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(params);
    if (!m) return null;
    cost = { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  }
  if (!SANE(cost)) return null;
  return { cost, salt: Buffer.from(saltHex, 'hex'), hash: Buffer.from(hashHex, 'hex') };
}

/** True when `stored` was made with other parameters than `cost` (or is not readable). */
export function needsRehash(stored: string | undefined | null, cost = PASSWORD_COST): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}

/** Verifies with the parameters the stored hash names. */
export async function verifyPassword(plain: string, stored: string | undefined | null): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scryptAsync(plain, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(actual, parsed.hash);
}
