import { startTestServer, type TestServer } from '../support/test-server';
import { MASTER_CASES } from './support/master-table';

let server: TestServer;
let staff: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  [staff, admin] = await server.signIn('staff', 'admin');
});
afterAll(() => server.close());

const writeRoutes: Array<[string, string, unknown]> = MASTER_CASES.flatMap(({ collection, valid }) => [
  ['POST', `/${collection}`, valid('acl')] as [string, string, unknown],
  ['PUT', `/${collection}/1`, valid('acl')] as [string, string, unknown],
  ['DELETE', `/${collection}/1`, undefined] as [string, string, unknown],
]);
const roleRoutes: Array<[string, string, unknown]> = [
  ['GET', '/roles/1/permissions', undefined],
  ['POST', '/roles/3/permissions/sync', { permissions: [1] }],
  ['GET', '/permissions', undefined],
  // The audit log needs the admin permission ('manage role') too.
  ['GET', '/audit-log', undefined],
  ['GET', '/audit-log/export', undefined],
];
const readRoutes: Array<[string, string, unknown]> = [
  ...MASTER_CASES.map(({ collection }) => ['GET', `/${collection}`, undefined] as [string, string, unknown]),
  ['GET', '/professions/1', undefined],
  ['GET', '/employees/1', undefined],
  ['GET', '/country-list?page=1&per_page=10', undefined],
  ['POST', '/divisions-by-country', { country_id: 1 }],
  ['POST', '/districts-by-division', { division_id: 1 }],
  ['POST', '/zones-by-district', { district_id: 1 }],
  ['POST', '/thanas-by-district', { district_id: 1 }],
  ['POST', '/get-information-sources', {}],
  ['GET', '/categories/tree', undefined],
  ['GET', '/get-employee-tree-view', undefined],
  ['GET', '/get-role-permissions', undefined],
];

describe('401 without a valid token', () => {
  it.each([
    ...writeRoutes,
    ...roleRoutes,
    ...readRoutes,
    ['POST', '/logout', undefined] as [string, string, unknown],
  ])('%s %s', async (method, path, body) => {
    const none = await server.request(method, path, { body });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Unauthenticated.' });
    const bogus = await server.request(method, path, { body, token: 'f'.repeat(64) });
    expect(bogus.status).toBe(401);
  });
});

describe('403 for staff on every master-data write and role route', () => {
  it.each([...writeRoutes, ...roleRoutes])('%s %s', async (method, path, body) => {
    const res = await server.request(method, path, { token: staff, body });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to perform this action.' });
  });
});

describe('reads need only a signed-in user', () => {
  it.each(readRoutes)('%s %s', async (method, path, body) => {
    const res = await server.request(method, path, { token: staff, body });
    expect(res.status).toBe(200);
    expect(res.body).toHaveProperty('contents');
  });
});

describe('role permissions', () => {
  it('lists, reads and syncs a role’s permissions (manage role)', async () => {
    const all = await server.request('GET', '/permissions', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.contents.length).toBeGreaterThan(40);
    const created = await server.request('POST', '/roles', { token: admin, body: { name: 'Auditor' } });
    expect(created.status).toBe(201);
    const id = created.body.contents.id;
    const sync = await server.request('POST', `/roles/${id}/permissions/sync`, {
      token: admin,
      body: { permissions: [1, 2, 3] },
    });
    expect(sync.status).toBe(200);
    expect(sync.body.message).toBe('Permissions updated successfully.');
    const read = await server.request('GET', `/roles/${id}/permissions`, { token: admin });
    expect(read.body.contents.name).toBe('Auditor');
    expect(read.body.contents.permissions.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
    const bad = await server.request('POST', `/roles/${id}/permissions/sync`, {
      token: admin,
      body: { permissions: [1, 99999] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['permissions.1']).toBeDefined();
    expect((await server.request('GET', '/roles/9999/permissions', { token: admin })).status).toBe(404);
  });

  it('a permission granted through sync takes effect on the next call', async () => {
    const perms = (await server.request('GET', '/permissions', { token: admin })).body.contents;
    const professions = perms.find((p: { name: string }) => p.name === 'professions');
    const current = (
      await server.request('GET', '/roles/3/permissions', { token: admin })
    ).body.contents.permissions.map((p: { id: number }) => p.id);
    await server.request('POST', '/roles/3/permissions/sync', {
      token: admin,
      body: { permissions: [...current, professions.id] },
    });
    const res = await server.request('POST', '/professions', {
      token: staff,
      body: { name: 'Granted profession' },
    });
    expect(res.status).toBe(201);
    await server.request('POST', '/roles/3/permissions/sync', {
      token: admin,
      body: { permissions: current },
    });
    expect(
      (await server.request('POST', '/professions', { token: staff, body: { name: 'Again' } })).status,
    ).toBe(403);
  });
});
