import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer } from '../support/test-server';
import { writeFileAtomic } from '../../server/db/atomic-write';
import { Store } from '../../server/db/store';
import { Mutex } from '../../server/db/mutex';
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeLock } from '../../server/http/write-lock';
import { ADMIN } from './support/master-table';

const readDb = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'db.json'), 'utf8'));
const SEED = path.resolve(__dirname, '../../db.json');

describe('persistence', () => {
  it('50 parallel creates are all answered 201, distinct and on disk after close', async () => {
    const server = await startTestServer({ keepDataDir: true });
    try {
      const token = await server.login(ADMIN.email, ADMIN.password);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          server.request('POST', '/professions', { token, body: { name: `Parallel ${i}` } }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
      const ids = new Set(results.map((r) => r.body.contents.id));
      expect(ids.size).toBe(50);
      // Mixed concurrent writers on several collections, including deletes and updates.
      const mixed = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          server.request('POST', '/units', { token, body: { name: `Unit ${i}` } }),
        ),
        ...[...ids].slice(0, 10).map((id) => server.request('DELETE', `/professions/${id}`, { token })),
        ...[...ids]
          .slice(10, 20)
          .map((id) =>
            server.request('PUT', `/professions/${id}`, { token, body: { description: 'edited' } }),
          ),
      ]);
      expect(mixed.every((r) => r.status === 200 || r.status === 201)).toBe(true);
      await server.close();
      const db = readDb(server.dataDir);
      const names = db.professions.map((p: { name: string }) => p.name);
      for (let i = 10; i < 50; i++) expect(names).toContain(`Parallel ${i}`);
      for (let i = 0; i < 10; i++) expect(names).not.toContain(`Parallel ${i}`);
      expect(db.professions.filter((p: { description: string }) => p.description === 'edited')).toHaveLength(
        10,
      );
      expect(db.units.filter((u: { name: string }) => u.name.startsWith('Unit ')).length).toBe(10);
      expect(fs.readdirSync(server.dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    } finally {
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it('custom routes that hash, await and write (employees, logins, role sync, resets) run in parallel without losing a write', async () => {
    const server = await startTestServer({ keepDataDir: true });
    try {
      const token = await server.login(ADMIN.email, ADMIN.password);
      const employee = (i: number) => ({
        name: `Parallel Emp ${i}`,
        email: `parallel.${i}@crms.test`,
        password: `Secret#${i}x`,
        phone: '+8801700000000',
        department_id: 1,
        designation_id: 1,
        role_id: 3,
        parent_id: 2,
      });
      const before = readDb(server.dataDir);
      const results = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) =>
          server.request('POST', '/employees', { token, body: employee(i) }),
        ),
        ...Array.from({ length: 6 }, () =>
          server.request('POST', '/login', { body: { email: 'staff@crms.test', password: 'Staff#123' } }),
        ),
        ...Array.from({ length: 8 }, (_, i) =>
          server.request('POST', '/designations', { token, body: { name: `Parallel Desig ${i}` } }),
        ),
        server.request('POST', '/roles/3/permissions/sync', { token, body: { permissions: [1, 2, 3] } }),
        server.request('POST', '/forgot-password', { body: { email: 'supervisor@crms.test' } }),
        server.request('PUT', '/employees/2', { token, body: { address: 'Parallel Street 1' } }),
      ]);
      expect(results.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
      await server.close();
      const db = readDb(server.dataDir);
      const emails = new Set(db.users.map((u: { email: string }) => u.email));
      for (let i = 0; i < 8; i++) expect(emails).toContain(`parallel.${i}@crms.test`);
      expect(db.employees).toHaveLength(before.employees.length + 8);
      expect(db.sessions.length).toBe(before.sessions.length + 6);
      expect(
        db.designations.filter((d: { name: string }) => d.name.startsWith('Parallel Desig')),
      ).toHaveLength(8);
      expect(db.roles.find((r: { id: number }) => r.id === 3).permission_ids).toEqual([1, 2, 3]);
      expect(db.password_resets.length).toBe((before.password_resets ?? []).length + 1);
      expect(db.employees.find((e: { id: number }) => e.id === 2).address).toBe('Parallel Street 1');
      // Each new employee signs in with the password it was created with (hash landed with its user).
      const again = await startTestServer({ dataDir: server.dataDir });
      try {
        const logins = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            again.request('POST', '/login', {
              body: { email: `parallel.${i}@crms.test`, password: `Secret#${i}x` },
            }),
          ),
        );
        expect(logins.map((r) => r.status)).toEqual(Array(8).fill(200));
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it('data survives a restart on the same DATA_DIR; the seed file is never written', async () => {
    const seedBefore = fs.readFileSync(SEED, 'utf8');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-restart-'));
    try {
      const first = await startTestServer({ dataDir });
      const token = await first.login(ADMIN.email, ADMIN.password);
      const created = await first.request('POST', '/countries', { token, body: { name: 'Restartland' } });
      await first.close();

      const second = await startTestServer({ dataDir });
      // The session persisted too.
      const list = await second.request('GET', '/countries', { token });
      expect(list.status).toBe(200);
      expect(list.body.contents).toContainEqual(
        expect.objectContaining({ id: created.body.contents.id, name: 'Restartland' }),
      );
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(fs.readFileSync(SEED, 'utf8')).toBe(seedBefore);
  });
});

describe('crash safety of the writer', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-atomic-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('an interrupted write (temp file left half-written) never replaces the database', async () => {
    const file = path.join(dir, 'db.json');
    await writeFileAtomic(file, JSON.stringify({ a: [1] }));
    // What a crash between "write temp" and "rename" leaves behind:
    fs.writeFileSync(path.join(dir, '.db.json.123.456.tmp'), '{"a": [1, 2');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ a: [1] });
    const store = Store.load(file);
    expect(store.data).toEqual({ a: [1] });
  });

  it('a failing write rejects the flush and leaves the old file intact', async () => {
    const file = path.join(dir, 'db.json');
    await writeFileAtomic(file, JSON.stringify({ ok: true }));
    const store = Store.load(file);
    store.data.bad = { toJSON: () => 'x'.repeat(10) };
    fs.chmodSync(dir, 0o500);
    try {
      if (process.getuid?.() === 0) return; // root ignores folder permissions
      await expect(store.flush()).rejects.toThrow();
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ ok: true });
    } finally {
      fs.chmodSync(dir, 0o700);
    }
  });

  it('the file parses after every one of many concurrent flushes, and holds the last state', async () => {
    const file = path.join(dir, 'db.json');
    await writeFileAtomic(file, '{"items":[]}');
    const store = Store.load(file);
    let reads = 0;
    const watcher = setInterval(() => {
      JSON.parse(fs.readFileSync(file, 'utf8')); // throws (fails the test) on a torn file
      reads++;
    }, 1);
    const flushes: Promise<void>[] = [];
    for (let i = 0; i < 200; i++) {
      store.list('items').push({ id: i, blob: 'x'.repeat(2000) });
      flushes.push(store.flush());
      if (i % 20 === 0) await new Promise((r) => setTimeout(r, 1));
    }
    await Promise.all(flushes);
    clearInterval(watcher);
    expect(reads).toBeGreaterThan(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).items).toHaveLength(200);
    expect(fs.readdirSync(dir)).toEqual(['db.json']);
  });

  it('the mutex runs holders one at a time in arrival order', async () => {
    const mutex = new Mutex();
    const log: string[] = [];
    await Promise.all(
      [30, 1, 10].map((ms, i) =>
        mutex.run(async () => {
          log.push(`start ${i}`);
          await new Promise((r) => setTimeout(r, ms));
          log.push(`end ${i}`);
        }),
      ),
    );
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('the write lock serialises handlers that read, await, then write (no lost update)', async () => {
    const app = express();
    app.use(writeLock(new Mutex()));
    let counter = 0;
    app.post('/increment', async (_req, res) => {
      const read = counter;
      await new Promise((r) => setTimeout(r, 2));
      counter = read + 1;
      res.json({ counter });
    });
    app.get('/value', (_req, res) => res.json({ counter }));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const url = `http://127.0.0.1:${port}`;
      await Promise.all(Array.from({ length: 25 }, () => fetch(`${url}/increment`, { method: 'POST' })));
      expect(counter).toBe(25);
      // A client that goes away mid-request still releases the lock.
      const aborted = new AbortController();
      const gone = fetch(`${url}/increment`, { method: 'POST', signal: aborted.signal }).catch(() => null);
      aborted.abort();
      await gone;
      const next = await fetch(`${url}/increment`, { method: 'POST' });
      expect(next.status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
