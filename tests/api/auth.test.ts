import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN, STAFF, SUPERVISOR } from '../support/demo-accounts';

let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ tokenTtlMinutes: 30, now: () => new Date(clock) });
});
afterAll(() => server.close());

const login = (body: unknown) => server.request('POST', '/login', { body });

describe('POST /login', () => {
  it('answers 200 with token, expiry, user, roles and permissions', async () => {
    const res = await login(ADMIN);
    expect(res.status).toBe(200);
    const c = res.body.contents;
    expect(c.token).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(c.expires_at) - clock).toBe(30 * 60_000);
    expect(c.user).toMatchObject({
      id: 1,
      employee_id: 1,
      name: expect.any(String),
      email: 'admin@crms.test',
      parent_id: null,
      role_id: 1,
    });
    expect(c.roles).toEqual([{ id: 1, name: 'Admin' }]);
    expect(c.permissions.length).toBeGreaterThan(40);
    expect(c.permissions[0]).toEqual({
      id: expect.any(Number),
      section_name: expect.any(String),
      name: expect.any(String),
    });
    expect(res.text).not.toMatch(/password_hash|scrypt\$/);
  });

  it('accepts the email in any case and gives the staff role its own permissions', async () => {
    const res = await login({ email: STAFF.email.toUpperCase(), password: STAFF.password });
    expect(res.status).toBe(200);
    const names = res.body.contents.permissions.map((p: { name: string }) => p.name);
    expect(names).toContain('manage leads');
    expect(names).not.toContain('manage role');
    expect(res.body.contents.user.parent_id).toBe(2);
  });

  it('answers 400 for a wrong password or unknown email, same message', async () => {
    const a = await login({ email: SUPERVISOR.email, password: 'Wrong#123' });
    const b = await login({ email: 'nobody@crms.test', password: 'Wrong#123' });
    for (const res of [a, b]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'These credentials do not match our records.' });
    }
  });

  it.each([
    [{}, { email: ['Email is required'], password: ['Password is required'] }],
    [
      { email: 'bad', password: '123' },
      { email: ['Email is invalid'], password: ['Password must be at least 6 characters'] },
    ],
    [{ email: 'a@b.co' }, { password: ['Password is required'] }],
    [
      { email: ['x'], password: { a: 1 } },
      { email: ['Email is invalid'], password: ['Password is required'] },
    ],
  ])('answers 422 with keyed errors for %j', async (body, errors) => {
    const res = await login(body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('throttles after 5 failures for the same email: 429 with Retry-After, even with the right password', async () => {
    const email = 'supervisor@crms.test';
    const fresh = await startTestServer();
    try {
      for (let i = 0; i < 5; i++)
        expect(
          (await fresh.request('POST', '/login', { body: { email, password: `Wrong#${i}xx` } })).status,
        ).toBe(400);
      const blocked = await fresh.request('POST', '/login', {
        body: { email, password: SUPERVISOR.password },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many/);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Other accounts are unaffected.
      expect((await fresh.request('POST', '/login', { body: ADMIN })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('tokens', () => {
  it('GET /get-role-permissions returns the caller’s profile', async () => {
    const token = await server.login(STAFF.email, STAFF.password);
    const res = await server.request('GET', '/get-role-permissions', { token });
    expect(res.status).toBe(200);
    expect(res.body.contents.user.email).toBe(STAFF.email);
    expect(res.body.contents.roles).toEqual([{ id: 3, name: 'Sales Executive' }]);
  });

  it('an expired token answers 401', async () => {
    const token = await server.login(STAFF.email, STAFF.password);
    expect((await server.request('GET', '/get-role-permissions', { token })).status).toBe(200);
    clock += 29 * 60_000;
    expect((await server.request('GET', '/get-role-permissions', { token })).status).toBe(200);
    clock += 2 * 60_000;
    const res = await server.request('GET', '/get-role-permissions', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('logout revokes the token (and only that one)', async () => {
    const t1 = await server.login(ADMIN.email, ADMIN.password);
    const t2 = await server.login(ADMIN.email, ADMIN.password);
    const out = await server.request('POST', '/logout', { token: t1 });
    expect(out.status).toBe(200);
    expect((await server.request('GET', '/professions', { token: t1 })).status).toBe(401);
    expect((await server.request('POST', '/logout', { token: t1 })).status).toBe(401);
    expect((await server.request('GET', '/professions', { token: t2 })).status).toBe(200);
  });

  it.each(['', 'Bearer', 'Bearer ', 'Basic abc', `Bearer ${'0'.repeat(64)}`, 'Bearer <script>'])(
    'malformed header %j → 401',
    async (header) => {
      const res = await server.request('GET', '/roles', { headers: { Authorization: header } });
      expect(res.status).toBe(401);
    },
  );

  it('only the sha256 of a token is stored', async () => {
    const token = await server.login(ADMIN.email, ADMIN.password);
    const raw = JSON.stringify(readDb(server.dataDir));
    expect(raw).not.toContain(token);
    const { createHash } = await import('node:crypto');
    expect(raw).toContain(createHash('sha256').update(token).digest('hex'));
  });
});
