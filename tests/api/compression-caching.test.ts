import express from 'express';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { compressLargeAnswers } from '../../server/http/compress';

/** A raw GET (fetch would decode the body and hide Content-Encoding). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (b: Buffer) => parts.push(b));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
          );
        })
        .on('error', reject);
    },
  );
}

async function listen(app: express.Express | http.RequestListener) {
  const srv = http.createServer(app);
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const close = () =>
    new Promise<void>((r) => {
      srv.closeAllConnections();
      srv.close(() => r());
    });
  return { base: `http://127.0.0.1:${(srv.address() as AddressInfo).port}`, close };
}

const JS = `console.log(${JSON.stringify('x'.repeat(3000))});`;
const HTML = `<!doctype html><title>CRMS</title><div id="root">${'<p>sign in</p>'.repeat(200)}</div>`;

describe('built app: precompressed files, content negotiation, caching', () => {
  let base: string;
  let stop: () => Promise<void>;
  let dirs: string[];

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-served-'));
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-dist-'));
    dirs = [dataDir, staticDir];
    fs.mkdirSync(path.join(staticDir, 'assets/js'), { recursive: true });
    // What the build writes: each file with its .br and .gz beside it.
    for (const [name, text] of [
      ['index.html', HTML],
      ['assets/js/main.1234abcd.js', JS],
    ]) {
      const file = path.join(staticDir, name);
      fs.writeFileSync(file, text);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    }
    fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const created = await createApp({ dataDir, staticDir, log: () => undefined });
    const srv = await listen(created.app);
    base = srv.base;
    stop = async () => {
      await srv.close();
      await created.close();
    };
  });
  afterAll(async () => {
    await stop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('sends brotli when accepted, cached for a year as immutable', async () => {
    const res = await get(`${base}/assets/js/main.1234abcd.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(JS);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get(`${base}/assets/js/main.1234abcd.js`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(JS);
    const plain = await get(`${base}/assets/js/main.1234abcd.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JS);
  });

  it('revalidates index.html on every visit, also behind deep links, and compresses it', async () => {
    for (const p of ['/', '/index.html', '/leads-organization/leads-index']) {
      const res = await get(`${base}${p}`, { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(HTML);
    }
    const icon = await get(`${base}/favicon.svg`);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not with the app page', async () => {
    const res = await get(`${base}/assets/js/main.00000000.js`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
  });

  it('compresses API answers over 1 KB and leaves small ones alone', async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@crms.test', password: 'Admin#123' }),
    });
    const token = ((await login.json()) as { contents: { token: string } }).contents.token;
    const auth = { Authorization: `Bearer ${token}` };
    const big = await get(`${base}/api/leads?_limit=50`, { ...auth, 'Accept-Encoding': 'gzip' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(zlib.gunzipSync(big.body).toString()) as { contents: unknown };
    expect(body.contents).toBeDefined();
    expect(zlib.gunzipSync(big.body).length).toBeGreaterThan(1024);
    const small = await get(`${base}/api/nothing-here`, { 'Accept-Encoding': 'gzip' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('compressLargeAnswers: big answers compressed, downloads and event streams left alone', () => {
  let base: string;
  let stop: () => Promise<void>;
  const TEXT = 'a,b,c\n'.repeat(1000);

  beforeAll(async () => {
    const app = express();
    compressLargeAnswers(app);
    // Whether compression wrapped this response: it adds res.flush when it does.
    app.post('/small', (_req, res) => {
      res.status(201).json({ wrappedBeforeSend: typeof (res as { flush?: unknown }).flush });
    });
    app.get('/multibyte', (_req, res) => {
      res.type('text/plain').send('ж'.repeat(600));
    });
    app.get('/download', (_req, res) => {
      res.attachment('export.csv');
      res.type('text/csv').send(TEXT);
    });
    app.get('/events', (_req, res) => {
      res.type('text/event-stream');
      res.write(`data: ${'x'.repeat(2000)}\n\n`);
      res.end();
    });
    app.get('/json', (_req, res) => {
      res.json({ text: TEXT });
    });
    ({ base, close: stop } = await listen(app));
  });
  afterAll(() => stop());

  it('sends attachments and event streams as they are, JSON compressed', async () => {
    const dl = await get(`${base}/download`, { 'Accept-Encoding': 'gzip, br' });
    expect(dl.headers['content-encoding']).toBeUndefined();
    expect(dl.headers['content-length']).toBe(String(TEXT.length));
    expect(dl.body.toString()).toBe(TEXT);
    const ev = await get(`${base}/events`, { 'Accept-Encoding': 'gzip, br' });
    expect(ev.headers['content-encoding']).toBeUndefined();
    const json = await get(`${base}/json`, { 'Accept-Encoding': 'br' });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(json.body).toString())).toEqual({ text: TEXT });
  });

  it('leaves answers under 1 KB unwrapped and measures the threshold in bytes', async () => {
    const small = await fetch(`${base}/small`, { method: 'POST', headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ wrappedBeforeSend: 'undefined' });
    // 600 characters, 1200 bytes in UTF-8: over the threshold.
    const multibyte = await get(`${base}/multibyte`, { 'Accept-Encoding': 'gzip' });
    expect(multibyte.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(multibyte.body).toString()).toBe('ж'.repeat(600));
  });
});
