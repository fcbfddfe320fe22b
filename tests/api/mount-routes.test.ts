import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { mountRoutes } from '../../server/http/mount-routes';

/** An app with `build(api)` under /api; resolves with GET/POST answers as "status text". */
async function withApp(build: (api: express.Router) => void, calls: Array<[string, string]>) {
  const app = express();
  const api = express.Router();
  build(api);
  api.use((_req, res) => void res.status(404).send('none'));
  app.use('/api', api);
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  try {
    const out: string[] = [];
    for (const [method, path] of calls) {
      const res = await fetch(`${base}${path}`, { method });
      out.push(`${res.status} ${await res.text()}`);
    }
    return { out, stack: (api as unknown as { stack: Array<{ route?: unknown }> }).stack };
  } finally {
    server.close();
  }
}

const routes = (name: string) => {
  const r = express.Router();
  r.get(`/${name}`, (_req, res) => void res.send(`list ${name}`));
  r.post(`/${name}/:id(\\d+)`, (req, res) => void res.send(`save ${name} ${req.params.id}`));
  return r;
};

test('a router of routes (nested ones too) is added route by route and answers as before', async () => {
  const { out, stack } = await withApp(
    (api) => {
      const outer = express.Router();
      outer.use(routes('b'));
      outer.get('/c', (_req, res) => void res.send('c'));
      mountRoutes(api, routes('a'));
      mountRoutes(api, outer);
    },
    [
      ['GET', '/a'],
      ['POST', '/a/7'],
      ['GET', '/b'],
      ['POST', '/b/x'],
      ['GET', '/c'],
    ],
  );
  expect(out).toEqual(['200 list a', '200 save a 7', '200 list b', '404 none', '200 c']);
  // Five routes and the 404 handler, no router layers left.
  expect(stack.filter((l) => l.route)).toHaveLength(5);
  expect(stack).toHaveLength(6);
});

test('a router with a middleware is mounted whole, answering exactly as use() does', async () => {
  const guarded = () => {
    const r = routes('a');
    // 'next router' skips the rest of this router only: it needs its router around it.
    r.use((req, res, next) => (req.query.skip ? next('router') : void res.status(401).send('blocked')));
    return r;
  };
  const calls: Array<[string, string]> = [
    ['GET', '/a'],
    ['GET', '/b'],
    ['GET', '/b?skip=1'],
  ];
  const viaMount = await withApp((api) => {
    mountRoutes(api, guarded());
    mountRoutes(api, routes('b'));
  }, calls);
  const viaUse = await withApp((api) => {
    api.use(guarded());
    api.use(routes('b'));
  }, calls);
  expect(viaMount.out).toEqual(['200 list a', '401 blocked', '200 list b']);
  expect(viaMount.out).toEqual(viaUse.out);
  expect(viaMount.stack[0].route).toBeUndefined();
});
