import { createHash } from 'node:crypto';
import { themeInitScript } from '../../server/http/theme-init-script';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { appCsp } from '../../server/http/security';
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

const noStack = (text: string) => expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);

describe('hardening', () => {
  it.each(['/db', '/users', '/sessions', '/password_resets', '/settings', '/users/1', '/sessions/1'])(
    'GET %s is not served',
    async (p) => {
      const res = await server.request('GET', p, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found.' });
    },
  );

  it('unknown /api paths answer JSON 404', async () => {
    const res = await server.request('GET', '/definitely/not/here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('malformed JSON answers 400 without a stack trace', async () => {
    for (const p of ['/login', '/professions']) {
      const res = await server.request('POST', p, { token, rawBody: '{"name": "x",,}' });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      noStack(res.text);
    }
    const arr = await server.request('POST', '/professions', { token, rawBody: '[1,2]' });
    expect(arr.status).toBe(400);
  });

  it('a body over 1 MB answers 413', async () => {
    const res = await server.request('POST', '/professions', {
      token,
      body: { name: 'big', description: 'x'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it.each([
    'name_like=.*',
    'q=engineer',
    '_embed=divisions',
    '_expand=country',
    '_page=1',
    '_limit=1',
    '_sort=name',
    'id_ne=1',
    'callback=x',
    'name_regex=a',
  ])('json-server operator ?%s is refused', async (qs) => {
    const res = await server.request('GET', `/professions?${qs}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Unsupported query parameter/);
  });

  it('regex-looking search text is matched literally', async () => {
    const res = await server.request('GET', `/country-list?search=${encodeURIComponent('.*(a+)+$')}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.contents.total).toBe(0);
  });

  it('security headers are set and CORS is closed by default', async () => {
    const res = await server.request('GET', '/professions', {
      token,
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toMatch(/default-src/);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the CSP allows only same-origin scripts, the one inlined theme script by its hash, and same-origin calls plus an absolute API_URL origin', () => {
    const same = appCsp('/api');
    const hash = createHash('sha256').update(themeInitScript()).digest('base64');
    expect(same).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(same).not.toMatch(/unsafe-inline[^;]*;[^;]*script|script-src[^;]*unsafe-inline/);
    expect(same).toMatch(/connect-src 'self'(;|$)/);
    expect(same).toMatch(/frame-ancestors 'none'/);
    expect(appCsp(undefined)).toMatch(/connect-src 'self'(;|$)/);
    expect(appCsp('https://api.example.com:8443/crm/api')).toMatch(
      /connect-src 'self' https:\/\/api\.example\.com:8443(;|$)/,
    );
    expect(appCsp('http://[bad')).toMatch(/connect-src 'self'(;|$)/);
  });

  it('odd input never produces a 5xx', async () => {
    const bodies = [
      null,
      'x',
      42,
      { name: null },
      { name: ['a'] },
      { name: 1e308 },
      { addresses: 'nope', name: 'q' },
    ];
    for (const { collection } of MASTER_CASES) {
      for (const body of bodies) {
        const res = await server.request('POST', `/${collection}`, { token, rawBody: JSON.stringify(body) });
        expect(res.status).toBeLessThan(500);
      }
      const proto = await server.request('POST', `/${collection}`, {
        token,
        rawBody: '{"__proto__":{"isAdmin":true},"constructor":{"x":1}}',
      });
      expect(proto.status).toBe(422);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect((await server.request('PUT', `/${collection}/abc`, { token, body: {} })).status).toBe(404);
      expect((await server.request('GET', `/${collection}/%E0%A4%A`, { token })).status).toBeLessThan(500);
    }
    // About 220 calls, most of them durable writes: seconds on a busy 2-core machine.
  }, 30_000);

  it('no response ever carries a password hash', async () => {
    const paths = [
      '/employees',
      '/employees/1',
      '/get-role-permissions',
      '/roles',
      '/roles/1/permissions',
      '/get-employee-tree-view',
    ];
    for (const p of paths) {
      const res = await server.request('GET', p, { token });
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/password_hash|scrypt\$|token_hash|otp_hash/);
    }
    const emp = await server.request('POST', '/employees', {
      token,
      body: MASTER_CASES.find((c) => c.collection === 'employees')!.valid('hash'),
    });
    expect(emp.text).not.toMatch(/password|scrypt\$/);
  });
});

describe('CORS allowlist and static app', () => {
  let base: string;
  let close: () => Promise<void>;
  let dataDir: string;
  let staticDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-static-'));
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-dist-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>CRMS</title>');
    fs.writeFileSync(path.join(staticDir, 'app.js'), 'console.log(1)');
    const created = await createApp({
      dataDir,
      staticDir,
      corsOrigins: ['http://allowed.test'],
      log: () => undefined,
    });
    const srv = http.createServer(created.app);
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
    close = async () => {
      srv.closeAllConnections();
      await new Promise((r) => srv.close(r));
      await created.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(staticDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('allows a listed origin, including preflight', async () => {
    const pre = await fetch(`${base}/api/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://allowed.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://allowed.test');
    const other = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { Origin: 'http://other.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets a listed origin read the headers the client uses (a download's name, a replayed answer)", async () => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { Origin: 'http://allowed.test' },
    });
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['content-disposition', 'idempotent-replayed']));
  });

  it('serves files, falls back to index.html for deep links, keeps /api 404 as JSON', async () => {
    expect(await (await fetch(`${base}/app.js`)).text()).toBe('console.log(1)');
    const deep = await fetch(`${base}/leads-organization/5/initial-info`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toMatch(/<title>CRMS/);
    const api = await fetch(`${base}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found.' });
  });
});
