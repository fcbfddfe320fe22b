import { startTestServer, type TestServer } from '../support/test-server';
import { concretePath, signedInRoutes } from './support/route-sweep';

// Every call the server answers, read from its real route table, refuses a caller without a valid
// token, except the few screens reached before signing in. A route a slice adds without `auth` fails
// here by name.

let server: TestServer;
let routes: Array<[string, string]>;

beforeAll(async () => {
  server = await startTestServer();
  routes = (await signedInRoutes()).map((r) => r.split(' ') as [string, string]);
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
    const url = concretePath(pattern);
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
