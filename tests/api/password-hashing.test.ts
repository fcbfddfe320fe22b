import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';
import { MASTER_CASES } from './support/master-table';
import { ADMIN, STAFF, SUPERVISOR } from '../support/demo-accounts';

/** The production cost (N=2^17, r=8, p=1), over the committed seed with one hash as it was before. */
const CURRENT = /^scrypt\$N=131072,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{64}$/;
const legacyHash = (plain: string) => {
  const salt = randomBytes(16);
  return `scrypt$16384$${salt.toString('hex')}$${scryptSync(plain, salt, 32, { N: 16384 }).toString('hex')}`;
};

let server: TestServer;
let seedDir: string;
const userOf = (email: string) => readDb(server.dataDir).users.find((u) => u.email === email);

beforeAll(async () => {
  seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-legacy-seed-'));
  const seed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../db.json'), 'utf8'));
  for (const u of seed.users)
    if (u.email === STAFF.email || u.email === SUPERVISOR.email)
      u.password_hash = legacyHash(u.email === STAFF.email ? STAFF.password : SUPERVISOR.password);
  fs.writeFileSync(path.join(seedDir, 'db.json'), JSON.stringify(seed));
  server = await startTestServer({ passwordCost: 'production', seedFile: path.join(seedDir, 'db.json') });
}, 60_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(seedDir, { recursive: true, force: true });
});

describe('password hashes (scrypt N=2^17, r=8, p=1)', () => {
  it('the committed seed hashes every account at the current cost', () => {
    const seed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../db.json'), 'utf8'));
    for (const u of seed.users) expect(u.password_hash).toMatch(CURRENT);
  });

  it('signs in with an older N=2^14 hash and replaces it with a current one', async () => {
    expect(userOf(STAFF.email)!.password_hash).toMatch(/^scrypt\$16384\$/);
    await server.login(STAFF.email, STAFF.password);
    const upgraded = userOf(STAFF.email)!.password_hash;
    expect(upgraded).toMatch(CURRENT);
    // The new hash holds the same password, and is not replaced again.
    await server.login(STAFF.email, STAFF.password);
    expect(userOf(STAFF.email)!.password_hash).toBe(upgraded);
  }, 30_000);

  it('a wrong password leaves an older hash as it is', async () => {
    const before = userOf(SUPERVISOR.email)!.password_hash;
    const res = await server.request('POST', '/login', {
      body: { email: SUPERVISOR.email, password: 'Wrong#123' },
    });
    expect(res.status).toBe(400);
    expect(userOf(SUPERVISOR.email)!.password_hash).toBe(before);
  }, 30_000);

  it('a new employee password is hashed at the current cost', async () => {
    const token = await server.login(ADMIN.email, ADMIN.password);
    const res = await server.request('POST', '/employees', {
      token,
      body: {
        ...MASTER_CASES.find((c) => c.collection === 'employees')!.valid('x'),
        email: 'hash.test@crms.test',
      },
    });
    expect(res.status).toBe(201);
    expect(userOf('hash.test@crms.test')!.password_hash).toMatch(CURRENT);
    await server.login('hash.test@crms.test', 'Secret#1');
  }, 30_000);

  it('hashing runs off the main thread: the event loop stays free while 3 sign-ins hash', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    await Promise.all([1, 2, 3].map(() => server.login(ADMIN.email, ADMIN.password)));
    const took = performance.now() - started;
    delay.disable();
    // Three hashes of over 100 ms each, yet no single event-loop turn was held for long.
    expect(took).toBeGreaterThan(100);
    expect(delay.max / 1e6).toBeLessThan(Math.max(150, took / 3));
  }, 60_000);

  it('an unknown email costs a hash too (same time as a wrong password)', async () => {
    const time = async (email: string) => {
      const t = performance.now();
      const res = await server.request('POST', '/login', { body: { email, password: 'Wrong#123' } });
      expect(res.status).toBe(400);
      return performance.now() - t;
    };
    const known = await time(ADMIN.email);
    const unknown = await time('nobody.here@crms.test');
    expect(unknown).toBeGreaterThan(known * 0.4);
    expect(unknown).toBeGreaterThan(50);
  }, 30_000);
});
