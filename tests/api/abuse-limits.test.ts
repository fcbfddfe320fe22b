import http from 'node:http';
import { createClock, type TestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

// Sign-in and password-reset abuse limits (docs/security.md), with a clock the test moves.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBody = any;

let server: TestServer;
let clock: TestClock;

beforeEach(async () => {
  clock = createClock();
  server = await startTestServer({ now: clock.now });
});
afterEach(() => server.close());

/** A JSON POST from a given loopback source address (127.0.0.x), so limits per address can be tested. */
function postFrom(
  from: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: AnyBody; headers: http.IncomingHttpHeaders }> {
  const url = new URL(`${server.baseUrl}${path}`);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || 'null'), headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('forgot password', () => {
  it('allows 3 requests per email in 15 minutes, known or not, then 429 with Retry-After', async () => {
    for (const email of ['staff@crms.test', 'nobody@crms.test']) {
      for (let i = 0; i < 3; i++)
        expect((await postFrom('127.0.0.1', '/forgot-password', { email })).status).toBe(200);
      const held = await postFrom('127.0.0.1', '/forgot-password', { email });
      expect(held.status).toBe(429);
      expect(held.body.message).toMatch(
        /Too many password reset requests\. Please try again in \d+ minute\(s\)\./,
      );
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    }
    clock.advance(16 * 60_000);
    expect((await postFrom('127.0.0.1', '/forgot-password', { email: 'staff@crms.test' })).status).toBe(200);
  });

  it('allows 20 requests per address in an hour', async () => {
    for (let i = 0; i < 20; i++)
      expect((await postFrom('127.0.0.2', '/forgot-password', { email: `u${i}@crms.test` })).status).toBe(
        200,
      );
    expect((await postFrom('127.0.0.2', '/forgot-password', { email: 'u99@crms.test' })).status).toBe(429);
    expect((await postFrom('127.0.0.3', '/forgot-password', { email: 'u99@crms.test' })).status).toBe(200);
  });

  it('five wrong codes void the open code', async () => {
    await postFrom('127.0.0.1', '/forgot-password', { email: 'staff@crms.test' });
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dir = path.join(server.dataDir, 'outbox');
    // The reset code's mail only: the birthday job writes today's wishes to the same outbox.
    const mails = () =>
      fs.existsSync(dir)
        ? fs.readdirSync(dir).filter((f) => f.endsWith('.json') && !f.includes('-birthday-'))
        : [];
    // The code is issued after the answer.
    for (let waited = 0; waited < 5000 && !mails().length; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    const code = JSON.parse(fs.readFileSync(path.join(dir, mails().sort().pop()!), 'utf8')).code;
    const reset = (otp: string) =>
      postFrom('127.0.0.1', '/reset-password', {
        email: 'staff@crms.test',
        otp,
        password: 'Newpass#1',
        password_confirmation: 'Newpass#1',
      });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await reset(wrong)).status).toBe(422);
    expect((await reset(code)).status).toBe(429);
    clock.advance(16 * 60_000);
    const late = await reset(code);
    expect(late.status).toBe(422);
    expect(late.body.errors.otp).toEqual(['The code is invalid or has expired.']);
  });
});

describe('sign-in', () => {
  const wrong = { email: 'staff@crms.test', password: 'Wrong#123' };
  const right = { email: 'staff@crms.test', password: 'Staff#123' };

  it('locks an account after 10 failures from any mix of addresses, with a clear message', async () => {
    const addresses = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14', '127.0.0.15'];
    const failures = await Promise.all(
      addresses.flatMap((from) => [postFrom(from, '/login', wrong), postFrom(from, '/login', wrong)]),
    );
    expect(failures.map((r) => r.status)).toEqual(Array(10).fill(400));
    const locked = await postFrom('127.0.0.16', '/login', right);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(
      /This account is locked for a while after too many failed sign-ins\./,
    );
    // Other accounts are not affected; the lock ends with its window.
    expect(
      (await postFrom('127.0.0.16', '/login', { email: 'admin@crms.test', password: 'Admin#123' })).status,
    ).toBe(200);
    clock.advance(16 * 60_000);
    expect((await postFrom('127.0.0.16', '/login', right)).status).toBe(200);
  }, 30_000);

  it('limits one address across many emails', async () => {
    const failures = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postFrom('127.0.0.21', '/login', { email: `x${i}@crms.test`, password: 'Wrong#123' }),
      ),
    );
    expect(failures.every((r) => r.status === 400)).toBe(true);
    expect((await postFrom('127.0.0.21', '/login', right)).status).toBe(429);
    expect((await postFrom('127.0.0.22', '/login', right)).status).toBe(200);
  }, 30_000);
});
