/**
 * Bad input never produces a 5xx (API contract), and only the allowlisted fields of a master
 * collection can be written. A table of wrong-typed values is sent to every field of every
 * master collection (create and update) and to every auth and lookup route.
 */
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

const WRONG_VALUES: [string, unknown][] = [
  ['an array', ['a', 1]],
  ['an empty array', []],
  ['an object', { a: 1 }],
  ['a number', 123456789],
  ['a huge number', 1e308],
  ['a negative number', -1],
  ['a fraction', 0.5],
  ['a boolean', true],
  ['null', null],
  ['a very long string', 'x'.repeat(100_000)],
  ['a number-looking string', '1e400'],
  ['an object with __proto__', JSON.parse('{"__proto__":{"polluted":1}}')],
];

const noStack = (text: string) => expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);

/** Sends every wrong value as `key` on top of `base`; collects the answers that were 5xx. */
async function fuzzFields(
  method: string,
  path: string,
  base: Record<string, unknown>,
  keys: string[],
  authToken: string | undefined = token,
): Promise<string[]> {
  const bad: string[] = [];
  for (const key of keys) {
    for (const [what, value] of WRONG_VALUES) {
      const res = await server.request(method, path, { token: authToken, body: { ...base, [key]: value } });
      if (res.status >= 400) noStack(res.text);
      if (res.status >= 500) bad.push(`${method} ${path} ${key}=${what} -> ${res.status}`);
    }
  }
  return bad;
}

describe('wrong types never give a 5xx', () => {
  it.each(MASTER_CASES.map((c) => [c.collection, c] as const))(
    '%s: create and update with a wrong type in every field',
    async (_name, c) => {
      const valid = c.valid(`fuzz ${c.collection}`);
      const keys = [...new Set([...Object.keys(valid), ...c.required, 'id', 'parent_category_id'])];
      const bad = await fuzzFields('POST', `/${c.collection}`, c.valid(`fuzz create ${c.collection}`), keys);
      const created = await server.request('POST', `/${c.collection}`, { token, body: valid });
      expect(created.status).toBe(201);
      const id = created.body.contents.id as number;
      bad.push(...(await fuzzFields('PUT', `/${c.collection}/${id}`, {}, keys)));
      expect(bad).toEqual([]);
    },
  );

  it('auth routes: login, logout, forgot-password, reset-password', async () => {
    const bad = [
      ...(await fuzzFields(
        'POST',
        '/login',
        { email: 'nobody@crms.test', password: 'wrong#1' },
        ['email', 'password'],
        undefined,
      )),
      ...(await fuzzFields('POST', '/forgot-password', { email: 'nobody@crms.test' }, ['email'], undefined)),
      ...(await fuzzFields(
        'POST',
        '/reset-password',
        { email: 'nobody@crms.test', otp: '123456', password: 'abcdef', password_confirmation: 'abcdef' },
        ['email', 'otp', 'password', 'password_confirmation'],
        undefined,
      )),
    ];
    expect(bad).toEqual([]);
    for (const header of ['Bearer', 'Bearer ', 'Basic abc', 'Bearer ' + 'x'.repeat(5000), 'Bearer \u00ff']) {
      const res = await server.request('POST', '/logout', { headers: { Authorization: header } });
      expect(res.status).toBe(401);
    }
  });

  it('role permission sync and lookups', async () => {
    const bad = [
      ...(await fuzzFields('POST', '/roles/3/permissions/sync', { permissions: [1] }, ['permissions'])),
      ...(await fuzzFields('POST', '/divisions-by-country', {}, ['country_id'])),
      ...(await fuzzFields('POST', '/districts-by-division', {}, ['division_id'])),
      ...(await fuzzFields('POST', '/zones-by-district', {}, ['district_id'])),
      ...(await fuzzFields('POST', '/get-information-sources', {}, ['search'])),
    ];
    expect(bad).toEqual([]);
    for (const qs of [
      'page=abc&per_page=-5',
      'page[]=1&per_page[x]=2',
      'search[]=a&search[]=b',
      'search[a]=1',
      `search=${'y'.repeat(20_000)}`,
      'page=1e400&per_page=1e400',
    ]) {
      const res = await server.request('GET', `/country-list?${qs}`, { token });
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('writable fields are allowlisted', () => {
  const PROTECTED = {
    id: 999_999,
    created_at: '1999-01-01T00:00:00.000Z',
    updated_at: '1999-01-01T00:00:00.000Z',
    password_hash: 'scrypt$forged',
    permission_ids: [1, 2, 3],
    user_id: 1,
    is_admin: true,
  };

  it.each(MASTER_CASES.map((c) => [c.collection, c] as const))(
    '%s: id, timestamps, password_hash, permission_ids and unknown keys are ignored',
    async (_name, c) => {
      const created = await server.request('POST', `/${c.collection}`, {
        token,
        body: { ...c.valid(`allow ${c.collection}`), ...PROTECTED },
      });
      expect(created.status).toBe(201);
      const row = created.body.contents;
      expect(row.id).not.toBe(PROTECTED.id);
      expect(row.created_at).not.toBe(PROTECTED.created_at);
      expect(row).not.toHaveProperty('password_hash');
      expect(row).not.toHaveProperty('is_admin');
      if (c.collection === 'roles') expect(row.permission_ids ?? []).toEqual([]);
      else expect(row).not.toHaveProperty('permission_ids');
      if (c.collection === 'employees') expect(row.user_id).not.toBe(1);
      else expect(row).not.toHaveProperty('user_id');

      const updated = await server.request('PUT', `/${c.collection}/${row.id}`, {
        token,
        body: { ...c.update(`allow ${c.collection}`), ...PROTECTED },
      });
      expect(updated.status).toBe(200);
      const after = updated.body.contents;
      expect(after.id).toBe(row.id);
      expect(after.created_at).toBe(row.created_at);
      expect(after.updated_at).not.toBe(PROTECTED.updated_at);
      expect(after).not.toHaveProperty('password_hash');
      expect(after).not.toHaveProperty('is_admin');
      if (c.collection === 'roles') expect(after.permission_ids ?? []).toEqual([]);
      if (c.collection === 'employees') expect(after.user_id).toBe(row.user_id);

      const read = await server.request('GET', `/${c.collection}/${row.id}`, { token });
      expect(read.status).toBe(200);
      expect(read.body.contents.id).toBe(row.id);
      expect(read.body.contents.created_at).toBe(row.created_at);
    },
  );

  it('a forged password_hash on an employee does not change how they sign in', async () => {
    const c = MASTER_CASES.find((m) => m.collection === 'employees')!;
    const body = c.valid('forged hash');
    const created = await server.request('POST', '/employees', { token, body });
    expect(created.status).toBe(201);
    const put = await server.request('PUT', `/employees/${created.body.contents.id}`, {
      token,
      body: { password_hash: 'scrypt$forged', user: { password_hash: 'x', email: 'other@crms.test' } },
    });
    expect(put.status).toBe(200);
    const login = await server.request('POST', '/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.contents.user.email).toBe(body.email);
  });
});
