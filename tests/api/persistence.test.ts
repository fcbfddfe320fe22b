import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readDb } from '../support/read-db';
import { startTestServer } from '../support/test-server';
import { ADMIN } from '../support/demo-accounts';

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
