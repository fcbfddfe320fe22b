import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN, STAFF, SUPERVISOR } from '../support/demo-accounts';
import { PNG_BYTES } from './lead-wizard-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function profileUpdate(
  token: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('profile_picture', new Blob([new Uint8Array(file.bytes)]), file.name);
  const res = await fetch(`${server.baseUrl}/user-profile-update`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const me = async (token: string) =>
  (await server.request('GET', '/get-role-permissions', { token })).body.contents.user;

describe('POST /user-profile-update', () => {
  it('updates name, email, phone, address and stores an image picture', async () => {
    const token = await server.login(SUPERVISOR.email, SUPERVISOR.password);
    const res = await profileUpdate(
      token,
      { name: 'Sara Super', email: SUPERVISOR.email, phone: '+8801711000002', address: 'Banani' },
      { name: 'me.png', bytes: PNG_BYTES },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully.');
    const user = await me(token);
    expect(user).toMatchObject({ name: 'Sara Super', phone: '+8801711000002', address: 'Banani' });
    expect(user.profile_picture).toMatch(/^[0-9a-f]{32}\.png$/);
    // The stored name is random; the name it was uploaded under is kept to show.
    expect(user.profile_picture_name).toBe('me.png');
    // Any colleague may see it (the report's card grid shows it).
    const other = await server.login(STAFF.email, STAFF.password);
    const got = await fetch(`${server.baseUrl}/uploads/${user.profile_picture}`, {
      headers: { Authorization: `Bearer ${other}` },
    });
    expect(got.status).toBe(200);
  });

  it('a replaced picture leaves the disk; the new one is served', async () => {
    const token = await server.login(SUPERVISOR.email, SUPERVISOR.password);
    const fields = { name: 'Sara Super', email: SUPERVISOR.email, phone: '+8801711000002' };
    await profileUpdate(token, fields, { name: 'first.png', bytes: PNG_BYTES });
    const first = (await me(token)).profile_picture as string;
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', first))).toBe(true);

    expect((await profileUpdate(token, fields, { name: 'second.png', bytes: PNG_BYTES })).status).toBe(200);
    const second = (await me(token)).profile_picture as string;
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', first))).toBe(false);
    const old = await fetch(`${server.baseUrl}/uploads/${first}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(old.status).toBe(404);
    const now = await fetch(`${server.baseUrl}/uploads/${second}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(now.status).toBe(200);

    // An update without a picture keeps the current one on disk.
    expect((await profileUpdate(token, fields)).status).toBe(200);
    expect((await me(token)).profile_picture).toBe(second);
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', second))).toBe(true);
  });

  it('refuses a .txt picture (and a text file renamed .png), changing nothing', async () => {
    const token = await server.login(STAFF.email, STAFF.password);
    const before = await me(token);
    for (const name of ['notes.txt', 'fake.png']) {
      const res = await profileUpdate(
        token,
        { name: 'Changed', email: STAFF.email, phone: '+8801700000000' },
        { name, bytes: Buffer.from('just text') },
      );
      expect(res.status).toBe(422);
      expect(res.body.errors.profile_picture[0]).toMatch(/must be an image/);
    }
    expect((await me(token)).name).toBe(before.name);
  });

  it('requires name, email and phone and keeps emails unique', async () => {
    const token = await server.login(STAFF.email, STAFF.password);
    const empty = await profileUpdate(token, { name: '', email: '', phone: '' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'name', 'phone']);
    const taken = await profileUpdate(token, { name: 'x', email: ADMIN.email, phone: '017' });
    expect(taken.body.errors.email).toEqual(['The email has already been taken.']);
  });

  it('updates someone else only with the employees permission', async () => {
    const staff = await server.login(STAFF.email, STAFF.password);
    const admin = await server.login(ADMIN.email, ADMIN.password);
    const adminUser = await me(admin);
    const staffUser = await me(staff);
    const denied = await profileUpdate(staff, {
      id: String(adminUser.id),
      name: 'Hacked',
      email: 'h@x.io',
      phone: '1234',
    });
    expect(denied.status).toBe(403);
    const allowed = await profileUpdate(admin, {
      id: String(staffUser.id),
      name: 'Staff Renamed',
      email: STAFF.email,
      phone: '+8801700000003',
    });
    expect(allowed.status).toBe(200);
    expect((await me(staff)).name).toBe('Staff Renamed');
  });
});

describe('POST /user-password-change', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    server.request('POST', '/user-password-change', { token, body });

  it('checks the current password, length and confirmation', async () => {
    const token = await server.login(ADMIN.email, ADMIN.password);
    const wrong = await change(token, {
      current_password: 'nope',
      new_password: 'Newpass#1',
      new_password_confirmation: 'Newpass#1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['The current password is incorrect.']);
    const short = await change(token, {
      current_password: ADMIN.password,
      new_password: '12345',
      new_password_confirmation: '54321',
    });
    expect(short.body.errors.new_password).toEqual(['The new password must be at least 6 characters.']);
    expect(short.body.errors.new_password_confirmation).toEqual([
      'New password and confirm password do not match',
    ]);
  });

  it('changes the password and signs out every other session; the old password no longer works', async () => {
    const first = await server.login(ADMIN.email, ADMIN.password);
    const second = await server.login(ADMIN.email, ADMIN.password);
    const res = await change(first, {
      current_password: ADMIN.password,
      new_password: 'Brand#New1',
      new_password_confirmation: 'Brand#New1',
    });
    expect(res.status).toBe(200);
    expect((await server.request('GET', '/get-role-permissions', { token: second })).status).toBe(401);
    // The changing session signs itself out next.
    expect((await server.request('POST', '/logout', { token: first })).status).toBe(200);
    expect((await server.request('GET', '/get-role-permissions', { token: first })).status).toBe(401);
    const old = await server.request('POST', '/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(old.status).toBe(400);
    await expect(server.login(ADMIN.email, 'Brand#New1')).resolves.toEqual(expect.any(String));
  });
});
