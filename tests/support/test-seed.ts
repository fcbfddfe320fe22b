import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPasswordSync, type ScryptCost } from '../../server/lib/password';
import { STAFF } from '../../server/seed/accounts';

/**
 * The scrypt cost the test servers hash with (createApp's `passwordCost`). The production cost
 * (N=2^17) takes over half a second of CPU per hash on a 2-core machine; the suites sign in and
 * create users hundreds of times. tests/api/password-hashing.test.ts runs the production cost.
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const SEED = path.resolve(__dirname, '../../db.json');
let cached: string | null = null;

/**
 * The committed seed with the demo accounts' hashes re-made at TEST_PASSWORD_COST (same
 * passwords, everything else byte for byte), written once per seed version into the temp folder
 * (temp file + rename, so parallel Jest workers never read half a file).
 */
export function testSeedFile(): string {
  if (cached && fs.existsSync(cached)) return cached;
  const text = fs.readFileSync(SEED, 'utf8');
  const key = createHash('sha256').update(text).update(JSON.stringify(TEST_PASSWORD_COST)).digest('hex');
  const file = path.join(os.tmpdir(), `crms-test-seed-${key.slice(0, 16)}.json`);
  if (!fs.existsSync(file)) {
    const db = JSON.parse(text) as { users: Array<{ email: string; password_hash: string }> };
    const passwords = new Map(STAFF.map((s) => [s.email, s.password]));
    db.users = db.users.map((u) => {
      const password = passwords.get(u.email);
      return password
        ? { ...u, password_hash: hashPasswordSync(password, undefined, TEST_PASSWORD_COST) }
        : u;
    });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(db));
    fs.renameSync(temp, file);
  }
  return (cached = file);
}
