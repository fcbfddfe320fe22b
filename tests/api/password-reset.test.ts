import { readDb } from '../support/read-db';
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { STAFF, SUPERVISOR } from '../support/demo-accounts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function outbox(): Array<{ to: string; code: string; text: string }> {
  const dir = path.join(server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json')) // not the temp file of a mail being written
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
}

const mailsTo = (email: string) => outbox().filter((m) => m.to === email);

/** Asks for a code and waits for its mail: the server answers first and mails afterwards. */
async function requestCode(email: string): Promise<string> {
  const before = mailsTo(email).length;
  const res = await server.request('POST', '/forgot-password', { body: { email } });
  expect(res.status).toBe(200);
  for (let waited = 0; waited < 5000; waited += 20) {
    const mails = mailsTo(email);
    if (mails.length > before) return mails[mails.length - 1].code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no reset mail to ${email}`);
}

describe('forgot / reset password', () => {
  it('answers the same 200 for known and unknown emails; only known ones get mail', async () => {
    const known = await server.request('POST', '/forgot-password', { body: { email: STAFF.email } });
    const unknown = await server.request('POST', '/forgot-password', { body: { email: 'ghost@crms.test' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    // The mail is written after the answer.
    for (let waited = 0; waited < 5000 && !mailsTo(STAFF.email).length; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    expect(mailsTo(STAFF.email).pop()?.code).toMatch(/^\d{6}$/);
    expect(outbox().some((m) => m.to === 'ghost@crms.test')).toBe(false);
  });

  it('422 when the email is missing or invalid', async () => {
    expect((await server.request('POST', '/forgot-password', { body: {} })).body.errors.email).toBeDefined();
    expect((await server.request('POST', '/forgot-password', { body: { email: 'nope' } })).status).toBe(422);
  });

  it('validates the reset fields with keyed errors', async () => {
    const res = await server.request('POST', '/reset-password', {
      body: { email: STAFF.email, password: '123', password_confirmation: 'x' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['otp', 'password', 'password_confirmation']);
    const mismatch = await server.request('POST', '/reset-password', {
      body: { email: STAFF.email, otp: '123456', password: 'Newpass#1', password_confirmation: 'Other#1' },
    });
    expect(mismatch.body.errors).toEqual({ password_confirmation: [expect.any(String)] });
  });

  it('resets with the mailed code once, revokes sessions, and the new password works', async () => {
    const oldToken = await server.login(STAFF.email, STAFF.password);
    const code = await requestCode(STAFF.email);
    const wrong = await server.request('POST', '/reset-password', {
      body: {
        email: STAFF.email,
        otp: code === '000000' ? '111111' : '000000',
        password: 'Newpass#1',
        password_confirmation: 'Newpass#1',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.otp).toBeDefined();

    const body = { email: STAFF.email, otp: code, password: 'Newpass#1', password_confirmation: 'Newpass#1' };
    const ok = await server.request('POST', '/reset-password', { body });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toEqual(expect.any(String));
    expect((await server.request('GET', '/roles', { token: oldToken })).status).toBe(401);
    expect(
      (await server.request('POST', '/login', { body: { email: STAFF.email, password: STAFF.password } }))
        .status,
    ).toBe(400);
    await expect(server.login(STAFF.email, 'Newpass#1')).resolves.toBeTruthy();

    const again = await server.request('POST', '/reset-password', {
      body: { ...body, password: 'Third#123', password_confirmation: 'Third#123' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.otp).toBeDefined();
  });

  it('an older code is superseded by a newer one', async () => {
    // Another account: three requests per address and 15 minutes are allowed.
    const first = await requestCode(SUPERVISOR.email);
    const second = await requestCode(SUPERVISOR.email);
    if (first !== second) {
      const res = await server.request('POST', '/reset-password', {
        body: {
          email: SUPERVISOR.email,
          otp: first,
          password: 'Xxxxxx#1',
          password_confirmation: 'Xxxxxx#1',
        },
      });
      expect(res.status).toBe(422);
    }
    const res = await server.request('POST', '/reset-password', {
      body: { email: SUPERVISOR.email, otp: second, password: 'Yyyyyy#1', password_confirmation: 'Yyyyyy#1' },
    });
    expect(res.status).toBe(200);
  });

  it('stores codes only hashed', () => {
    const db = readDb(server.dataDir);
    const codes = outbox().map((m) => m.code);
    for (const r of db.password_resets) {
      expect(r.otp_hash).toMatch(/^scrypt\$/);
      expect(codes).not.toContain(r.otp_hash);
    }
    expect(JSON.stringify(db.password_resets)).not.toMatch(new RegExp(`"(${codes.join('|')})"`));
  });
});
