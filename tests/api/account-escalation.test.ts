import { startTestServer, type TestServer } from '../support/test-server';

// Holders of the employees permission change accounts only within their own rights, and nobody
// can leave the product without someone who may manage roles.

let server: TestServer;
let admin: string;
let hr: string;
let hrEmployeeId: number;
let adminEmployee: { id: number; user_id: number; role_id: number };
let permissionId: (name: string) => number;

const ADMIN_ROLE = 1;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@crms.test', 'Admin#123');
  const all = (await server.request('GET', '/permissions', { token: admin })).body.contents as {
    id: number;
    name: string;
  }[];
  permissionId = (name) => all.find((p) => p.name === name)!.id;
  const role = await server.request('POST', '/roles', { token: admin, body: { name: 'HR Clerk' } });
  await server.request('POST', `/roles/${role.body.contents.id}/permissions/sync`, {
    token: admin,
    body: { permissions: [permissionId('basic settings'), permissionId('employees')] },
  });
  const created = await server.request('POST', '/employees', {
    token: admin,
    body: {
      name: 'Hasan Clerk',
      email: 'hr@crms.test',
      password: 'Secret#12',
      phone: '+8801700000077',
      department_id: 1,
      designation_id: 1,
      role_id: role.body.contents.id,
    },
  });
  expect(created.status).toBe(201);
  hrEmployeeId = created.body.contents.id;
  hr = await server.login('hr@crms.test', 'Secret#12');
  const employees = (await server.request('GET', '/employees', { token: admin })).body.contents as {
    id: number;
    user_id: number;
    role_id: number;
    user: { email: string };
  }[];
  adminEmployee = employees.find((e) => e.user?.email === 'admin@crms.test')!;
  expect(adminEmployee.role_id).toBe(ADMIN_ROLE);
}, 30_000);
afterAll(() => server.close());

const hrEmployee = (body: Record<string, unknown>) =>
  server.request('PUT', `/employees/${hrEmployeeId}`, { token: hr, body });
/** The Admin's own fields, as an employee update sends them. */
const adminFields = {
  name: 'Admin',
  email: 'admin@crms.test',
  phone: '+8801700000001',
  department_id: 1,
  designation_id: 1,
};
const base = {
  name: 'Hasan Clerk',
  email: 'hr@crms.test',
  phone: '+8801700000077',
  department_id: 1,
  designation_id: 1,
};

describe('the employees permission without manage role', () => {
  it('cannot give itself, or a new account, the Admin role', async () => {
    const self = await hrEmployee({ ...base, role_id: ADMIN_ROLE });
    expect(self.status).toBe(403);
    const created = await server.request('POST', '/employees', {
      token: hr,
      body: {
        ...base,
        name: 'Shadow Admin',
        email: 'shadow@crms.test',
        password: 'Secret#12',
        phone: '+8801700000078',
        role_id: ADMIN_ROLE,
      },
    });
    expect(created.status).toBe(403);
    const me = await server.request('GET', '/get-role-permissions', { token: hr });
    expect(JSON.stringify(me.body)).not.toContain('manage role');
  });

  it("cannot change an Admin's password or e-mail, by employee or profile update", async () => {
    const password = await server.request('PUT', `/employees/${adminEmployee.id}`, {
      token: hr,
      body: { ...adminFields, role_id: ADMIN_ROLE, password: 'Taken#123' },
    });
    expect(password.status).toBe(403);
    const profile = await server.request('POST', '/user-profile-update', {
      token: hr,
      body: { id: adminEmployee.user_id, name: 'Admin', email: 'mine@crms.test' },
    });
    expect(profile.status).toBe(403);
    expect(await server.login('admin@crms.test', 'Admin#123')).toBeTruthy();
  });

  it('still edits accounts within its own rights, its own included', async () => {
    expect((await hrEmployee({ ...base, address: 'Dhanmondi' })).status).toBe(200);
  });
});

describe('someone always manages roles', () => {
  it('refuses to take manage role from the only role that has it', async () => {
    const res = await server.request('POST', `/roles/${ADMIN_ROLE}/permissions/sync`, {
      token: admin,
      body: { permissions: [permissionId('basic settings')] },
    });
    expect(res.status).toBe(409);
    expect((await server.request('GET', '/permissions', { token: admin })).status).toBe(200);
  });

  it('refuses to move the only Admin to a role without it', async () => {
    const res = await server.request('PUT', `/employees/${adminEmployee.id}`, {
      token: admin,
      body: { ...adminFields, role_id: 3 },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/manage roles/);
  });
});
