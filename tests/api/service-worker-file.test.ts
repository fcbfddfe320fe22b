/**
 * /sw.js (src/sw.ts, served by server/http/static-app.ts): revalidated on every visit so a new
 * build's worker is found at once, and a 404 when the build has none, never the app page (a
 * browser would try to run index.html as the worker).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';

async function serve(files: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-sw-data-'));
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-sw-dist-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(staticDir, name), text);
  const created = await createApp({ dataDir, staticDir, log: () => undefined });
  const srv = http.createServer(created.app);
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
  const stop = async () => {
    srv.closeAllConnections();
    await new Promise((r) => srv.close(r));
    await created.close();
    for (const d of [dataDir, staticDir]) fs.rmSync(d, { recursive: true, force: true });
  };
  return { base, stop };
}

const INDEX = '<!doctype html><title>CRMS</title><div id="root"></div>';

test('a build with a worker serves it as JavaScript, revalidated on each visit', async () => {
  const { base, stop } = await serve({ 'index.html': INDEX, 'sw.js': 'self.x = 1;' });
  try {
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('self.x = 1;');
  } finally {
    await stop();
  }
});

test('a build without a worker answers 404 for it (and for the manifest), while pages still get the app', async () => {
  const { base, stop } = await serve({ 'index.html': INDEX });
  try {
    expect((await fetch(`${base}/sw.js`)).status).toBe(404);
    expect((await fetch(`${base}/manifest.webmanifest`)).status).toBe(404);
    const page = await fetch(`${base}/leads-index`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  } finally {
    await stop();
  }
});
