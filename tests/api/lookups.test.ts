import { startTestServer, type TestServer } from '../support/test-server';
import { STAFF } from '../support/demo-accounts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(STAFF.email, STAFF.password);
});
afterAll(() => server.close());

describe('lookups', () => {
  it('GET /country-list pages and searches case-insensitively', async () => {
    const all = (await server.request('GET', '/countries', { token })).body.contents;
    const page = await server.request('GET', '/country-list?page=1&per_page=2', { token });
    expect(page.body.contents).toMatchObject({ total: all.length, current_page: 1, per_page: 2 });
    expect(page.body.contents.data).toHaveLength(Math.min(2, all.length));
    const needle = all[0].name.slice(1, 4).toUpperCase();
    const found = await server.request('GET', `/country-list?search=${encodeURIComponent(needle)}`, {
      token,
    });
    expect(found.body.contents.data.map((c: { id: number }) => c.id)).toContain(all[0].id);
    const beyond = await server.request('GET', '/country-list?page=999&per_page=10', { token });
    expect(beyond.body.contents.data).toEqual([]);
    const junk = await server.request('GET', '/country-list?page=abc&per_page=-5', { token });
    expect(junk.body.contents).toMatchObject({ current_page: 1, per_page: 10 });
  });

  it.each([
    ['/divisions-by-country', 'country_id', 'divisions'],
    ['/districts-by-division', 'division_id', 'districts'],
    ['/zones-by-district', 'district_id', 'zones'],
    ['/thanas-by-district', 'district_id', 'thanas'],
  ])('POST %s filters %s', async (path, key, collection) => {
    const all = (await server.request('GET', `/${collection}`, { token })).body.contents;
    const parent = all[0][key];
    const res = await server.request('POST', path, { token, body: { [key]: String(parent) } });
    expect(res.status).toBe(200);
    expect(res.body.contents.length).toBe(
      all.filter((r: Record<string, unknown>) => r[key] === parent).length,
    );
    expect(res.body.contents.every((r: Record<string, unknown>) => r[key] === parent)).toBe(true);
    const missing = await server.request('POST', path, { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[key]).toBeDefined();
    expect((await server.request('POST', path, { token, body: { [key]: 99999 } })).body.contents).toEqual([]);
  });

  it('POST /get-information-sources lists all, or those matching search', async () => {
    const all = await server.request('POST', '/get-information-sources', { token, body: {} });
    expect(all.body.contents.length).toBeGreaterThan(0);
    const name = all.body.contents[0].name as string;
    const some = await server.request('POST', '/get-information-sources', {
      token,
      body: { search: name.toLowerCase() },
    });
    expect(some.body.contents.map((s: { name: string }) => s.name)).toContain(name);
    const none = await server.request('POST', '/get-information-sources', { token });
    expect(none.status).toBe(200);
  });

  it('GET /categories/tree nests children under parents', async () => {
    const flat = (await server.request('GET', '/categories', { token })).body.contents;
    const tree = (await server.request('GET', '/categories/tree', { token })).body.contents;
    const count = (nodes: Array<{ children: unknown[] }>): number =>
      nodes.reduce((n, c) => n + 1 + count(c.children as never), 0);
    expect(count(tree)).toBe(flat.length);
    expect(Object.keys(tree[0]).sort()).toEqual(['children', 'id', 'name']);
    const child = flat.find((c: { parent_category: number | null }) => c.parent_category != null);
    const parent = tree.find((n: { id: number }) => n.id === child.parent_category);
    expect(parent.children.map((c: { id: number }) => c.id)).toContain(child.id);
  });

  it('GET /get-employee-tree-view: roots with children_recursive and user.name', async () => {
    const tree = (await server.request('GET', '/get-employee-tree-view', { token })).body.contents;
    const admin = tree.find((n: { id: number }) => n.id === 1);
    expect(admin).toMatchObject({ id: 1, parent_id: null, user: { name: expect.any(String) } });
    const sup = admin.children_recursive.find((n: { id: number }) => n.id === 2);
    expect(sup.children_recursive.map((n: { id: number }) => n.id)).toContain(3);
  });
});
