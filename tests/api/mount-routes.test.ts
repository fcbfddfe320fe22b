import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { mountRoutes } from '../../server/http/mount-routes';

interface StackLayer {
  route?: unknown;
  handle: { stack?: StackLayer[] };
}

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
    return { out, stack: (api as unknown as { stack: StackLayer[] }).stack };
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
  // One dispatcher holding the five routes, then the 404 handler: no router layers left.
  expect(stack).toHaveLength(2);
  expect(stack[0].handle.stack?.filter((l) => l.route)).toHaveLength(5);
});

test('routes that can match one path keep their mounted order across routers and parameters', async () => {
  const calls: Array<[string, string]> = [
    ['GET', '/a'],
    ['GET', '/A/'],
    ['GET', '/a/1'],
    ['GET', '/a/x'],
    ['GET', '/b/2'],
    ['GET', '/zzz'],
    ['GET', '/zzz/1'],
  ];
  const build = (mount: (api: express.Router, r: express.Router) => void) => (api: express.Router) => {
    const first = express.Router();
    first.get('/a/:id(\\d+)', (req, res) => void res.send(`first ${req.params.id}`));
    first.get('/:any', (req, res, next) => (req.params.any === 'zzz' ? res.send('param') : next()));
    const second = express.Router();
    second.get('/a', (_req, res) => void res.send('second a'));
    second.get('/:any/:id', (req, res) => void res.send(`param ${req.params.any} ${req.params.id}`));
    second.get('/b/:id', (_req, res) => void res.send('second b'));
    mount(api, first);
    mount(api, second);
  };
  const viaMount = await withApp(build(mountRoutes), calls);
  const viaUse = await withApp(
    build((api, r) => api.use(r)),
    calls,
  );
  expect(viaMount.out).toEqual([
    '200 second a',
    '200 second a',
    '200 first 1',
    '200 param a x',
    '200 param b 2',
    '200 param',
    '200 param zzz 1',
  ]);
  expect(viaMount.out).toEqual(viaUse.out);
});

test('a request meets only the routes that can match its first segment', async () => {
  // Express tries a layer by calling its match(); count them for one request.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Layer = require('express/lib/router/layer') as { prototype: { match(path: string): boolean } };
  const match = jest.spyOn(Layer.prototype, 'match');
  try {
    const { out } = await withApp(
      (api) => {
        const r = express.Router();
        for (let i = 0; i < 50; i++) r.get(`/r${i}`, (_req, res) => void res.send(`r${i}`));
        r.get('/target', (_req, res) => void res.send('target'));
        mountRoutes(api, r);
      },
      [['GET', '/target']],
    );
    expect(out).toEqual(['200 target']);
    // The app's own layers, the dispatcher and the one route: nowhere near the 50 others.
    expect(match.mock.calls.length).toBeLessThan(10);
  } finally {
    match.mockRestore();
  }
});

test('routes mounted after the first request are found too', async () => {
  const app = express();
  const api = express.Router();
  app.use('/api', api);
  mountRoutes(api, routes('a'));
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  try {
    expect(await (await fetch(`${base}/a`)).text()).toBe('list a');
    mountRoutes(api, routes('b'));
    const res = await fetch(`${base}/b`);
    expect([res.status, await res.text()]).toEqual([200, 'list b']);
    expect((api as unknown as { stack: StackLayer[] }).stack).toHaveLength(1);
  } finally {
    server.close();
  }
});
