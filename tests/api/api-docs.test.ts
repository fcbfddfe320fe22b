import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeTable } from '../../server/http/route-table';
import { createApp } from '../../server/app';

// docs/api.md describes every call the server answers: checked against the real route table.

const DOC = fs.readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8');

/** `/api/leads/:id(\d+)` → `/api/leads/{id}`, the way the doc writes paths. */
const asDocumented = (route: string) => route.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');

/** Collections of the "same five calls" table: `{c}` rows stand for their routes. */
const masterCollections = new Set(
  [...DOC.matchAll(/^\|\s*`([a-z-]+)`\s*\|[^|]+\|[^|]+\|\s*(?:plain|expanded)/gm)].map((m) => m[1]),
);
const FAMILY = [
  'GET /api/{c}',
  'GET /api/{c}/{id}',
  'POST /api/{c}',
  'PUT /api/{c}/{id}',
  'PATCH /api/{c}/{id}',
  'DELETE /api/{c}/{id}',
];

function documented(route: string): boolean {
  const r = asDocumented(route);
  if (DOC.includes(`\`${r}\``) || DOC.includes(`\`${r} `)) return true;
  const m = /^(\w+) \/api\/([a-z-]+)(\/\{id\})?$/.exec(r);
  if (m && masterCollections.has(m[2]))
    return FAMILY.includes(`${m[1]} /api/{c}${m[3] ?? ''}`) || m[1] === 'PATCH';
  return false;
}

let routes: string[];
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-routes-'));
  const { app, close } = await createApp({ dataDir, log: () => undefined });
  routes = routeTable(app);
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('docs/api.md', () => {
  it('reads a route table with every kind of route', () => {
    expect(routes).toEqual(
      expect.arrayContaining(['POST /api/login', 'GET /api/leads/:id(\\d+)', 'GET /api/countries']),
    );
    expect(routes.length).toBeGreaterThan(100);
  });

  it('describes every route the server answers', () => {
    expect(routes.filter((r) => !documented(r))).toEqual([]);
  });

  it('describes no call the server does not answer', () => {
    const served = new Set(routes.map(asDocumented));
    const listed = [...DOC.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^` ]+)/g)].map((m) => m[1]);
    const family = (r: string) => r.includes('{c}');
    expect(listed.filter((r) => !family(r) && !served.has(r))).toEqual([]);
  });

  it('documents every master collection the server has, and only those', () => {
    const servedCollections = new Set(
      routes
        .map((r) => /^POST \/api\/([a-z-]+)$/.exec(r)?.[1])
        .filter((c): c is string => !!c && masterCollections.has(c)),
    );
    expect([...masterCollections].filter((c) => !servedCollections.has(c))).toEqual([]);
  });
});
