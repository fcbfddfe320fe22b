/**
 * Issue 28, writes: creates that arrive at the same moment, on either store (npm run
 * test:api:postgres runs this on PostgreSQL, where the unique index decides a name and creates
 * run READ COMMITTED; docs/decisions.md "Creates run READ COMMITTED on PostgreSQL"). Distinct
 * names are all created; one name sent many times is created once and every other request gets
 * the answer a serial order gives: never a 500.
 */
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN, STAFF } from '../support/demo-accounts';
import { initialInfo } from './lead-wizard-fixtures';
import { LIKELY_DUPLICATE, REFUSE_DUPLICATE_HEADER } from '../../contract/duplicates';

/** Requests sent together (a test server's pool has 10 connections on PostgreSQL). */
const AT_ONCE = 20;

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.login(ADMIN.email, ADMIN.password),
    server.login(STAFF.email, STAFF.password),
  ]);
});
afterAll(() => server.close());

type Answer = Awaited<ReturnType<TestServer['request']>>;
const together = (n: number, send: (i: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
/** One name in the forms a user may type it: another case, outer spaces. */
const spellings = (name: string, i: number) =>
  [name, name.toUpperCase(), ` ${name.toLowerCase()}`, `${name}\t`][i % 4];

describe('master rows created at the same moment', () => {
  it('distinct names: every one is created', async () => {
    const names = Array.from({ length: AT_ONCE }, (_, i) => `Concurrent Land ${i}`);
    const answers = await together(AT_ONCE, (i) =>
      server.request('POST', '/countries', { token: admin, body: { name: names[i] } }),
    );
    expect(statuses(answers)).toEqual(names.map(() => 201));
    const listed = (await server.request('GET', '/countries', { token: admin })).body.contents as {
      name: string;
    }[];
    expect(listed.map((c) => c.name)).toEqual(expect.arrayContaining(names));
  });

  it.each([
    ['countries', 'name', (name: string) => ({ name })],
    ['industries', 'type', (type: string) => ({ type })],
    ['lead-stages', 'lead_stage', (lead_stage: string) => ({ lead_stage, color: '#123456', order: 9 })],
  ])(
    '/%s, one %s sent many times: exactly one is created, every other answered 422 "taken"',
    async (collection, field, body) => {
      const name = `Contested ${collection}`;
      const answers = await together(AT_ONCE, (i) =>
        server.request('POST', `/${collection}`, { token: admin, body: body(spellings(name, i)) }),
      );
      expect(statuses(answers)).toEqual([201, ...Array<number>(AT_ONCE - 1).fill(422)]);
      const label = field.replace(/_/g, ' ');
      for (const a of answers.filter((x) => x.status === 422))
        expect(a.body.errors).toEqual({ [field]: [`The ${label} has already been taken.`] });
      const listed = (await server.request('GET', `/${collection}`, { token: admin })).body
        .contents as Record<string, string>[];
      expect(listed.filter((r) => r[field].trim().toLowerCase() === name.toLowerCase())).toHaveLength(1);
    },
  );
});

describe('leads created at the same moment', () => {
  const create = (body: unknown, headers: Record<string, string> = {}) =>
    server.request('POST', '/store-leads-initial-info', { token: staff, body, headers });

  it('distinct organizations: every one is created, each its own lead', async () => {
    const answers = await together(AT_ONCE, (i) =>
      create(initialInfo({ organization_name: `Concurrent Org ${i}`, phone: `01666 ${100000 + i}` })),
    );
    expect(statuses(answers)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.body.contents.id)).size).toBe(AT_ONCE);
  });

  it('one new industry typed by every one: all created, the industry once, every lead on it', async () => {
    const typed = 'Concurrent Typed Industry';
    const answers = await together(AT_ONCE, (i) =>
      create(
        initialInfo({
          organization_name: `Typed Industry Org ${i}`,
          phone: `01666 ${200000 + i}`,
          industry_type_id: null,
          industry_type_text: spellings(typed, i),
        }),
      ),
    );
    expect(statuses(answers)).toEqual(answers.map(() => 201));
    const industries = (await server.request('GET', '/industries', { token: admin })).body.contents as {
      id: number;
      type: string;
    }[];
    const made = industries.filter((r) => r.type.trim().toLowerCase() === typed.toLowerCase());
    expect(made).toHaveLength(1);
    for (const a of answers) {
      const lead = await server.request('GET', `/leads/${a.body.contents.id}`, { token: staff });
      expect(lead.status).toBe(200);
      expect(JSON.stringify(lead.body)).toContain(`"industry_id":${made[0].id}`);
    }
  });

  it('Refuse-Duplicate with one organization: exactly one is created, the others answered 409', async () => {
    const body = initialInfo({ organization_name: 'Contested Org Ltd', phone: '01666 300000' });
    const answers = await together(AT_ONCE, () => create(body, { [REFUSE_DUPLICATE_HEADER]: 'true' }));
    expect(statuses(answers)).toEqual([201, ...Array<number>(AT_ONCE - 1).fill(409)]);
    const created = answers.find((a) => a.status === 201)!.body.contents.id as number;
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.message).toBe(LIKELY_DUPLICATE);
      expect(a.body.duplicates).toEqual([expect.objectContaining({ kind: 'lead', id: created })]);
    }
  });
});
