import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { realJournalIo, type JournalIo } from '../../server/db/journal';
import { describeOnEmbedded } from '../support/stores';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN } from '../support/demo-accounts';

// The storage as clients see it: no request can wedge the writers, a failing disk answers 503.

const withTimeout = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)),
  ]);

describe('clients that go away', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('writes queued behind slow ones whose clients drop never freeze later writes or sign-ins', async () => {
    // Slow writes (each hashes a password), then sign-ins whose clients leave while queued.
    const admin = await server.login(ADMIN.email, ADMIN.password);
    const slow = Array.from({ length: 10 }, (_, i) =>
      server.request('POST', '/employees', {
        token: admin,
        body: { name: `Slow ${i}`, email: `slow.${i}@crms.test`, password: 'Secret#12', role_id: 3 },
      }),
    );
    const dropped = Array.from({ length: 8 }, async () => {
      const abort = new AbortController();
      const sent = fetch(`${server.baseUrl}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'staff@crms.test', password: 'Staff#123' }),
        signal: abort.signal,
      }).catch(() => null);
      // Late enough that the server has the whole request and queues it behind the slow writes.
      setTimeout(() => abort.abort(), 60);
      return sent;
    });
    await Promise.all([...slow, ...dropped]);
    const token = await withTimeout(server.login(ADMIN.email, ADMIN.password), 5000, 'sign-in');
    const created = await withTimeout(
      server.request('POST', '/countries', { token, body: { name: 'After the dropped clients' } }),
      5000,
      'write',
    );
    expect(created.status).toBe(201);
  }, 20_000);

  it('clients that leave halfway through a body or an upload hold nothing up', async () => {
    const token = await server.login(ADMIN.email, ADMIN.password);
    const { port } = new URL(server.baseUrl);
    // Headers promise more bytes than are sent; the socket then closes mid-body.
    const halfSent = (path: string, type: string, head: string) =>
      new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
              `Content-Type: ${type}\r\nContent-Length: 100000\r\n\r\n${head}`,
          );
          setTimeout(() => socket.destroy(), 30);
        });
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
    const boundary = 'crmsHalfUpload';
    const upload =
      `--${boundary}\r\nContent-Disposition: form-data; name="file_name"\r\n\r\nHalf\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4 ${'x'.repeat(2000)}`;
    await Promise.all([
      ...Array.from({ length: 10 }, () => halfSent('/countries', 'application/json', '{"name":"Hal')),
      ...Array.from({ length: 10 }, () =>
        halfSent('/documents', `multipart/form-data; boundary=${boundary}`, upload),
      ),
    ]);
    const again = await withTimeout(server.login(ADMIN.email, ADMIN.password), 5000, 'sign-in');
    const created = await withTimeout(
      server.request('POST', '/countries', { token: again, body: { name: 'After the half bodies' } }),
      5000,
      'write',
    );
    expect(created.status).toBe(201);
    const countries = (await server.request('GET', '/countries', { token: again })).body.contents;
    expect(countries.some((c: { name: string }) => c.name.startsWith('Hal'))).toBe(false);
  }, 20_000);

  it('a handler that fails inside its transaction leaves nothing behind and blocks no one', async () => {
    const token = await server.login(ADMIN.email, ADMIN.password);
    // A duplicate name fails validation inside the transaction (422); the next writes go through.
    const first = await server.request('POST', '/units', { token, body: { name: 'Crate' } });
    expect(first.status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.request('POST', '/units', { token, body: { name: i % 2 ? 'Crate' : `Crate ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 422)).toHaveLength(10);
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const units = await server.request('GET', '/units', { token });
    expect(units.body.contents.filter((u: { name: string }) => u.name === 'Crate')).toHaveLength(1);
  });
});

describeOnEmbedded("journalIo fails the journal's fdatasync", 'a failing disk', () => {
  const state = { fail: false };
  const io: JournalIo = {
    ...realJournalIo,
    async sync(fd) {
      if (state.fail) throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      return realJournalIo.sync(fd);
    },
  };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ journalIo: io, keepDataDir: true });
  });
  afterAll(() => server.close());

  it('writes answer 503 with a clear message and change nothing; reads go on; writes recover with the disk', async () => {
    const token = await server.login(ADMIN.email, ADMIN.password);
    const country = await server.request('POST', '/countries', { token, body: { name: 'Durable' } });
    expect(country.status).toBe(201);

    state.fail = true;
    const refused = await server.request('DELETE', `/countries/${country.body.contents.id}`, { token });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/could not be saved/);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.text).not.toMatch(/EACCES|at .*\.ts/);
    const list = await server.request('GET', '/countries', { token });
    expect(list.status).toBe(200);
    expect(list.body.contents.map((c: { name: string }) => c.name)).toContain('Durable');

    state.fail = false;
    const later = await server.request('POST', '/countries', { token, body: { name: 'Recovered' } });
    expect(later.status).toBe(201);
    const dataDir = server.dataDir;
    await server.close();
    const again = await startTestServer({ dataDir });
    try {
      const names = (await again.request('GET', '/countries', { token })).body.contents.map(
        (c: { name: string }) => c.name,
      );
      expect(names).toEqual(expect.arrayContaining(['Durable', 'Recovered']));
    } finally {
      await again.close();
    }
  });
});

/** Writes half-written temp files into a closed server's DATA_DIR; a restart on it must remove them. */
async function restartRemoves(leftoversIn: (dir: string) => string[]) {
  const first = await startTestServer({ keepDataDir: true });
  const dir = first.dataDir;
  await first.close();
  const leftovers = leftoversIn(dir);
  for (const file of leftovers) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'half written');
  }
  const second = await startTestServer({ dataDir: dir });
  try {
    expect(leftovers.filter((file) => fs.existsSync(file))).toEqual([]);
    const token = await second.login(ADMIN.email, ADMIN.password);
    expect((await second.request('GET', '/countries', { token })).status).toBe(200);
  } finally {
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('start-up after a crash', () => {
  it('removes temp files of interrupted uploads', () =>
    restartRemoves((dir) => [
      path.join(dir, 'uploads', '.partial-0123456789abcdef'),
      path.join(dir, 'uploads', '.meta', '.partial-fedcba9876543210'),
    ]));
});

describeOnEmbedded(
  'db.json and db.journal are its files',
  'start-up after a crash of the embedded store',
  () => {
    it('removes temp files of interrupted snapshots', () =>
      restartRemoves((dir) => [
        path.join(dir, '.db.json.4242.1700000000000.tmp'),
        path.join(dir, '.db.journal.4242.1700000000000.tmp'),
      ]));
  },
);
