import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import { routeTable } from '../../server/http/route-table';
import { startTestServer, type TestServer } from '../support/test-server';

// Every call the server answers, read from its real route table, refuses a caller without a valid
// token, except the few screens reached before signing in. A route a slice adds without `auth` fails
// here by name.

const PUBLIC = new Set([
  'POST /api/login',
  'POST /api/register',
  'POST /api/forgot-password',
  'POST /api/verify-reset-code',
  'POST /api/reset-password',
]);

/** `/api/leads/:id(\d+)` → `/leads/1`: a concrete path for each route pattern. */
const concrete = (pattern: string) =>
  pattern
    .replace(/^\/api/, '')
    .replace(/:(\w+)(\([^)]*\))?\*?/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'x'));

let server: TestServer;
let routes: Array<[string, string]>;

beforeAll(async () => {
  server = await startTestServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-route-auth-'));
  const built = await createApp({ dataDir, log: () => undefined });
  const table = routeTable(built.app);
  await built.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  routes = table.filter((r) => !PUBLIC.has(r)).map((r) => r.split(' ') as [string, string]);
});
afterAll(() => server.close());

test('the route table is read (the new slices included)', () => {
  const paths = routes.map(([, p]) => p);
  for (const p of ['/api/document-manage', '/api/prospects', '/api/birthday-wish-list', '/api/audit-log'])
    expect(paths).toContain(p);
});

test('every non-public route answers 401 without a token and with an unknown one', async () => {
  const open: string[] = [];
  for (const [method, pattern] of routes) {
    const url = concrete(pattern);
    const none = await server.request(method, url, { body: method === 'GET' ? undefined : {} });
    const bogus = await server.request(method, url, {
      body: method === 'GET' ? undefined : {},
      token: 'f'.repeat(64),
    });
    if (none.status !== 401 || bogus.status !== 401)
      open.push(`${method} ${pattern} → ${none.status}/${bogus.status}`);
  }
  expect(open).toEqual([]);
});
