import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN, STAFF } from '../support/demo-accounts';

// docs/api.md names the fields of some answers, and code comments cite calls by method and path:
// both are checked against what the real server answers.

const ROOT = path.resolve(__dirname, '../..');
const DOC = fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');

/** The answer cell of the table row documenting `call` (`GET /api/...`). */
function answerOf(call: string): string {
  const row = DOC.split('\n').find((line) => line.startsWith(`| \`${call}\``));
  if (!row) throw new Error(`docs/api.md has no row for ${call}`);
  return row.split('|')[3];
}

/** The top-level keys of the first `{...}` in `text` after `from` (nested braces skipped). */
function keysAfter(text: string, from: string): string[] {
  const open = text.indexOf('{', text.indexOf(from));
  const parts = [''];
  let depth = 0;
  for (const c of text.slice(open)) {
    if (c === '{' && ++depth === 1) continue;
    if (c === '}' && --depth === 0) break;
    if (depth === 1 && c === ',') parts.push('');
    else if (depth === 1) parts[parts.length - 1] += c;
  }
  return parts.map((part) => part.split(':')[0].trim()).sort();
}

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(ADMIN.email, ADMIN.password);
});
afterAll(() => server.close());

test('the key parser reads top-level keys only', () => {
  expect(keysAfter('x [{id, lead: {id, name}, b}]', 'x')).toEqual(['b', 'id', 'lead']);
});

test('the dashboard rows have the fields docs/api.md names (data, no CSS class)', async () => {
  const res = await server.request('GET', '/leads-dashboard-data', { token: admin });
  expect(res.status).toBe(200);
  const row = res.body.contents.leads[0];
  expect(Object.keys(row).sort()).toEqual(keysAfter(answerOf('GET /api/leads-dashboard-data'), 'leads:'));
});

test('an access request has the fields docs/api.md names, in every call that answers one', async () => {
  const staff = await server.login(STAFF.email, STAFF.password);
  const me = (await server.request('GET', '/get-role-permissions', { token: staff })).body.contents;
  const leads = (await server.request('GET', '/leads?per_page=100&start_date=1970-01-01', { token: staff }))
    .body.contents.data as Array<{ id: number; can_edit: boolean; pending_requests: string[] }>;
  const lead = leads.find((l) => !l.can_edit && l.pending_requests.length === 0)!;
  const asked = await server.request('POST', '/request-for-leads-edit', {
    token: staff,
    body: { lead_id: lead.id, employee_id: me.user.employee_id },
  });
  expect(asked.status).toBe(201);
  const pending = (await server.request('GET', '/all-leads-edit-requests', { token: admin })).body.contents;
  const documented = keysAfter(answerOf('GET /api/all-leads-edit-requests'), 'newest first');
  expect(Object.keys(pending[0]).sort()).toEqual(documented);
  const own = await server.request('POST', '/check-edit-permission', {
    token: staff,
    body: { employeeId: me.user.employee_id },
  });
  expect(Object.keys(own.body.contents[0]).sort()).toEqual(
    keysAfter(answerOf('POST /api/check-edit-permission'), 'requests'),
  );
});

/** Every `.ts`/`.tsx` file under the code folders. */
function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A call with its path parameters unnamed: `GET /leads/{id}` and `GET /leads/{leadId}` are one. */
const unnamed = (call: string) => call.replace(/\{[^}/]*\}?/g, '{}').replace(/\/$/, '');

test('a call a code comment cites as GET/POST /{path} is one the server answers', () => {
  const served = DOC.match(/`(?:GET|POST|PUT|PATCH|DELETE) \/api\/[^` ]+/g)!.map((m) =>
    unnamed(m.slice(1).replace('/api/', '/')),
  );
  const stale: string[] = [];
  for (const file of ['contract', 'machines', 'server', 'src'].flatMap((d) =>
    codeFiles(path.join(ROOT, d)),
  )) {
    const comments = fs.readFileSync(file, 'utf8').match(/\/\/.*|\/\*[\s\S]*?\*\//g) ?? [];
    for (const comment of comments)
      for (const [call] of comment.matchAll(/\b(?:GET|POST|PUT|PATCH|DELETE) \/[a-z][\w/{}-]*/g)) {
        // A call named without its id (`GET /uploads`) stands for the routes under it.
        const cited = unnamed(call);
        if (!served.some((route) => route === cited || route.startsWith(`${cited}/`)))
          stale.push(`${path.relative(ROOT, file)}: ${call}`);
      }
  }
  expect(stale).toEqual([]);
});
