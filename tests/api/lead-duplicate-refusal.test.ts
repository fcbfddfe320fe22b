/**
 * Issue 29, "No silent duplicates": the offline queue's sync sends step 1 with the
 * Refuse-Duplicate header; the server then answers a likely duplicate 409 with the matches and
 * creates nothing, until the same request comes again without the header ("Create anyway").
 */
import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';
import { STAFF } from '../support/demo-accounts';
import { initialInfo } from './lead-wizard-fixtures';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';
import { LIKELY_DUPLICATE, REFUSE_DUPLICATE_HEADER } from '../../contract/duplicates';
import { INVALID_DATA } from '../../contract/errors';

let server: TestServer;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.login(STAFF.email, STAFF.password);
});
afterAll(() => server.close());

let n = 0;
/** A step 1 body whose name and phone nothing else has. */
const fresh = (overrides: Record<string, unknown> = {}) =>
  initialInfo({
    organization_name: `Refusal Org ${Date.now()} ${++n}`,
    phone: `01555 ${700000 + n}`,
    ...overrides,
  });
const create = (body: unknown, opts: { key?: string; refuse?: boolean } = {}) =>
  server.request('POST', '/store-leads-initial-info', {
    token: staff,
    body,
    headers: {
      ...(opts.key ? { [IDEMPOTENCY_HEADER]: opts.key } : {}),
      ...(opts.refuse ? { [REFUSE_DUPLICATE_HEADER]: 'true' } : {}),
    },
  });
const leadsNamed = (name: string) =>
  readDb(server.dataDir).leads.filter((l) => l.initial_info?.organization_name === name);

describe('POST /store-leads-initial-info with Refuse-Duplicate', () => {
  it('creates a lead that looks like nothing else', async () => {
    const body = fresh();
    const res = await create(body, { refuse: true, key: crypto.randomUUID() });
    expect(res.status).toBe(201);
    expect(leadsNamed(body.organization_name)).toHaveLength(1);
  });

  it('refuses a likely duplicate by name (case and spacing ignored) with the match, writing nothing', async () => {
    const first = fresh();
    const { body: created } = await create(first);
    const again = fresh({ organization_name: `  ${first.organization_name.toUpperCase()} ` });
    const res = await create(again, { refuse: true, key: crypto.randomUUID() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: LIKELY_DUPLICATE,
      duplicates: [
        {
          kind: 'lead',
          id: created.contents.id,
          organization_name: first.organization_name,
          reasons: ['organization_name'],
        },
      ],
    });
    expect(leadsNamed(again.organization_name)).toHaveLength(0);
  });

  it('refuses by phone digits, and "Create anyway" (the same key without the header) creates it once', async () => {
    const first = fresh({ phone: '+880 (1999) 12-3456' });
    await create(first);
    const key = crypto.randomUUID();
    const body = fresh({ phone: '8801999123456' });
    const refused = await create(body, { refuse: true, key });
    expect(refused.status).toBe(409);
    expect(refused.body.duplicates).toEqual([expect.objectContaining({ kind: 'lead', reasons: ['phone'] })]);
    // The refusal kept nothing under the key: the same request without the header runs.
    const anyway = await create(body, { key });
    expect(anyway.status).toBe(201);
    const replay = await create(body, { key, refuse: true });
    expect(replay.body.contents.id).toBe(anyway.body.contents.id);
    expect(leadsNamed(body.organization_name)).toHaveLength(1);
  });

  it('names a prospect that looks the same', async () => {
    const [prospect] = (await server.request('GET', '/prospects-list', { token: staff })).body.contents;
    const res = await create(fresh({ organization_name: prospect.organization_name }), { refuse: true });
    expect(res.status).toBe(409);
    expect(res.body.duplicates).toContainEqual(
      expect.objectContaining({ kind: 'prospect', id: prospect.id, reasons: ['organization_name'] }),
    );
  });

  it('answers invalid data first, as without the header', async () => {
    const first = fresh();
    await create(first);
    const res = await create({ ...first, lead_priority: '' }, { refuse: true });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(INVALID_DATA);
  });

  it('without the header a likely duplicate is created (the online wizard warned already)', async () => {
    const first = fresh();
    await create(first);
    expect((await create(first)).status).toBe(201);
    expect(leadsNamed(first.organization_name)).toHaveLength(2);
  });
});
