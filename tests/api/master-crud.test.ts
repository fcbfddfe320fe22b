import { startTestServer, type TestServer } from '../support/test-server';
import { MASTER_CASES } from './support/master-table';
import { ADMIN } from '../support/demo-accounts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(ADMIN.email, ADMIN.password);
});
afterAll(() => server.close());

describe.each(MASTER_CASES)('CRUD round-trip: $collection', ({ collection, valid, update }) => {
  it('creates, reads, lists, updates and deletes a record', async () => {
    const tag = `crud ${collection}`;
    const createdRes = await server.request('POST', `/${collection}`, {
      token,
      body: { ...valid(tag), id: 9999, created_at: 'x', bogus: 1 },
    });
    expect(createdRes.status).toBe(201);
    expect(createdRes.body.message).toMatch(/created successfully\.$/);
    const rec = createdRes.body.contents;
    expect(rec.id).not.toBe(9999);
    expect(rec.created_at).not.toBe('x');
    expect(rec.bogus).toBeUndefined();

    const one = await server.request('GET', `/${collection}/${rec.id}`, { token });
    expect(one.status).toBe(200);
    expect(one.body.contents.id).toBe(rec.id);

    const list = await server.request('GET', `/${collection}`, { token });
    expect(list.status).toBe(200);
    const ids = list.body.contents.map((r: { id: number }) => r.id);
    expect(ids).toContain(rec.id);
    expect([...ids].sort((a: number, b: number) => a - b)).toEqual(ids);

    const changes = update(tag);
    const updated = await server.request('PUT', `/${collection}/${rec.id}`, { token, body: changes });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toMatch(/updated successfully\.$/);
    const [key, value] = Object.entries(changes)[0];
    const stored =
      key === 'name' && collection === 'employees'
        ? updated.body.contents.user.name
        : updated.body.contents[key];
    expect(stored).toBe(value);

    const del = await server.request('DELETE', `/${collection}/${rec.id}`, { token });
    expect(del.status).toBe(200);
    expect(del.body.message).toMatch(/deleted successfully\.$/);
    expect((await server.request('GET', `/${collection}/${rec.id}`, { token })).status).toBe(404);
    expect((await server.request('PUT', `/${collection}/${rec.id}`, { token, body: changes })).status).toBe(
      404,
    );
    expect((await server.request('DELETE', `/${collection}/${rec.id}`, { token })).status).toBe(404);
  });
});

describe('expanded shapes', () => {
  it('employees carry user, role, department and designation, never a password', async () => {
    const res = await server.request('GET', '/employees', { token });
    const admin = res.body.contents.find((e: { id: number }) => e.id === 1);
    expect(admin).toMatchObject({
      id: 1,
      user: { email: 'admin@crms.test' },
      role: { id: 1, name: 'Admin' },
    });
    expect(admin.department).toHaveProperty('name');
    expect(admin.designation).toHaveProperty('name');
    expect(res.text).not.toMatch(/password|scrypt\$/);
  });

  it('products, categories and geography carry their related objects', async () => {
    const products = (await server.request('GET', '/products', { token })).body.contents;
    expect(products[0].unit).toHaveProperty('name');
    const categories = (await server.request('GET', '/categories', { token })).body.contents;
    expect(categories.some((c: { parent: unknown }) => c.parent !== null)).toBe(true);
    const districts = (await server.request('GET', '/districts', { token })).body.contents;
    expect(districts[0].division).toHaveProperty('country_id');
    const zones = (await server.request('GET', '/zones', { token })).body.contents;
    expect(zones[0].district).toHaveProperty('name');
  });

  it('a created employee can sign in with the given password and the new email', async () => {
    const body = MASTER_CASES.find((c) => c.collection === 'employees')!.valid('signin');
    const res = await server.request('POST', '/employees', { token, body });
    expect(res.status).toBe(201);
    await expect(server.login(String(body.email), String(body.password))).resolves.toMatch(/^[0-9a-f]{64}$/);
    const upd = await server.request('PUT', `/employees/${res.body.contents.id}`, {
      token,
      body: { email: 'renamed.emp@crms.test', password: 'Other#12' },
    });
    expect(upd.status).toBe(200);
    await expect(server.login('renamed.emp@crms.test', 'Other#12')).resolves.toBeTruthy();
  });
});

describe('delete guard (no silent cascade)', () => {
  it.each([
    ['countries', 1, /divisions/],
    ['divisions', 1, /districts/],
    ['districts', 1, /thanas|zones/],
    ['roles', 3, /employees/],
    ['departments', 1, /employees/],
    ['designations', 1, /employees/],
    ['categories', 1, /subcategor|products/],
  ])('DELETE /%s/%d answers 409 while referenced', async (collection, id, pattern) => {
    const res = await server.request('DELETE', `/${collection}/${id}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Cannot delete: it is used by \d+ /);
    expect(res.body.message).toMatch(pattern);
    expect((await server.request('GET', `/${collection}/${id}`, { token })).status).toBe(200);
  });

  it('a unit used by a product cannot be deleted', async () => {
    const products = (await server.request('GET', '/products', { token })).body.contents;
    const res = await server.request('DELETE', `/units/${products[0].unit_id}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/products?\.$/);
  });

  it('the guard follows every write: a product moved to another unit frees the first one', async () => {
    const unit = async (name: string) =>
      (await server.request('POST', '/units', { token, body: { name } })).body.contents.id as number;
    const first = await unit('Guarded unit A');
    const second = await unit('Guarded unit B');
    // Ask once before any product points at it (the guard's index may be built here).
    const product = await server.request('POST', '/products', {
      token,
      body: { name: 'Guarded product', unit_id: first, price: 10 },
    });
    expect(product.status).toBe(201);
    const refused = await server.request('DELETE', `/units/${first}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cannot delete: it is used by 1 product.');
    const moved = await server.request('PUT', `/products/${product.body.contents.id}`, {
      token,
      body: { name: 'Guarded product', unit_id: second, price: 10 },
    });
    expect(moved.status).toBe(200);
    expect((await server.request('DELETE', `/units/${first}`, { token })).status).toBe(200);
    expect((await server.request('DELETE', `/units/${second}`, { token })).status).toBe(409);
    expect((await server.request('DELETE', `/products/${product.body.contents.id}`, { token })).status).toBe(
      200,
    );
    expect((await server.request('DELETE', `/units/${second}`, { token })).status).toBe(200);
  });

  it('employees: refuses self, supervisors with subordinates', async () => {
    expect((await server.request('DELETE', '/employees/1', { token })).status).toBe(409);
    const sup = await server.request('DELETE', '/employees/2', { token });
    expect(sup.status).toBe(409);
    expect(sup.body.message).toMatch(/subordinate/);
  });

  it('a referenced lead stage cannot be renamed', async () => {
    const stages = (await server.request('GET', '/lead-stages', { token })).body.contents;
    const newStage = stages.find((s: { lead_stage: string }) => s.lead_stage === 'new');
    const res = await server.request('PUT', `/lead-stages/${newStage.id}`, {
      token,
      body: { lead_stage: 'brand_new' },
    });
    if (res.status === 422) expect(res.body.errors.lead_stage[0]).toMatch(/cannot be renamed/);
    else expect(res.status).toBe(200); // only when the seed holds no lead in that stage
  });
});
