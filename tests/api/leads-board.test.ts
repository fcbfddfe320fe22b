import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';

// The pipeline board (GET /leads-board, GET /leads-board-column) against the seed: columns in the
// configured stage order, counts and newest-first cards under the list's filters, per-column pages
// after a cursor, the list's restricted-row policy, and moves through POST /leads-stage-update.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;

let server: TestServer;
let admin: string;
let staff: string;
let db: AnyRow;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await server.signIn('admin', 'staff');
  db = readDb(server.dataDir);
}, 30_000);
afterAll(() => server.close());

const ALL = 'start_date=1970-01-01&end_date=2999-12-31';
const newestFirst = (a: AnyRow, b: AnyRow) =>
  a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1;
const stageOrder = () =>
  [...db['lead-stages']].sort((a: AnyRow, b: AnyRow) => a.order - b.order).map((s: AnyRow) => s.lead_stage);

async function board(query: string, token = admin) {
  const res = await server.request('GET', `/leads-board?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.contents.columns as AnyRow[];
}

/** The expected column ids (newest first) of the leads passing `keep`. */
function expectedColumns(keep: (lead: AnyRow) => boolean) {
  const out = new Map<string, number[]>();
  for (const stage of stageOrder()) out.set(stage, []);
  for (const lead of [...db.leads].filter(keep).sort(newestFirst)) out.get(lead.lead_stage)?.push(lead.id);
  return out;
}

describe('GET /leads-board', () => {
  it('needs a token', async () => {
    expect((await server.request('GET', '/leads-board')).status).toBe(401);
  });

  it('answers every stage in order with its colour, count and first cards', async () => {
    const columns = await board(`${ALL}&per_column=5`);
    expect(columns.map((c) => c.lead_stage)).toEqual(stageOrder());
    const want = expectedColumns(() => true);
    for (const column of columns) {
      const stage = db['lead-stages'].find((s: AnyRow) => s.lead_stage === column.lead_stage);
      expect(column.color).toBe(stage.color);
      const ids = want.get(column.lead_stage)!;
      expect(column.total).toBe(ids.length);
      expect(column.data.map((r: AnyRow) => r.id)).toEqual(ids.slice(0, 5));
      expect(column.has_more).toBe(ids.length > 5);
    }
  });

  it('applies the list filters (priority, employee, dates, search)', async () => {
    const lead = db.leads[7];
    const priority = lead.lead_priority;
    const day = lead.created_at.slice(0, 10);
    const inDays = (l: AnyRow) =>
      l.created_at.slice(0, 10) >= '2025-01-01' && l.created_at.slice(0, 10) <= day;
    let columns = await board(
      `start_date=2025-01-01&end_date=${day}&priority=${encodeURIComponent(priority)}`,
    );
    let want = expectedColumns(
      (l) => inDays(l) && String(l.lead_priority).toLowerCase() === priority.toLowerCase(),
    );
    for (const c of columns) {
      expect(c.total).toBe(want.get(c.lead_stage)!.length);
      expect(c.data.map((r: AnyRow) => r.id)).toEqual(want.get(c.lead_stage)!.slice(0, 20));
    }
    const employee = lead.created_by;
    const assigned = (l: AnyRow) =>
      l.created_by === employee ||
      (l.initial_info.exhibitions ?? []).some(
        (b: AnyRow) => b && (b.employee_id === employee || b.additionalEmployeeID === employee),
      );
    columns = await board(`${ALL}&employee=${employee}`);
    want = expectedColumns(assigned);
    for (const c of columns) expect(c.total).toBe(want.get(c.lead_stage)!.length);
    const word = lead.initial_info.organization_name.split(' ')[0].toLowerCase();
    columns = await board(`${ALL}&search=${encodeURIComponent(word)}`);
    const found = columns.flatMap((c) => c.data.map((r: AnyRow) => r.id));
    expect(found).toContain(lead.id);
    const byId = new Map(db.leads.map((l: AnyRow) => [l.id, l]));
    for (const c of columns)
      for (const r of c.data) {
        const l: AnyRow = byId.get(r.id);
        const text = [
          l.initial_info.organization_name,
          ...l.concern_person.flatMap((p: AnyRow) => [p.name, ...p.phone, ...p.email]),
        ];
        expect(text.join(' ').toLowerCase()).toContain(word);
      }
  });

  it('a stage filter keeps every column but empties the others', async () => {
    const stage = db.leads[0].lead_stage;
    const columns = await board(`${ALL}&stage=${stage}`);
    expect(columns.map((c) => c.lead_stage)).toEqual(stageOrder());
    for (const c of columns)
      expect(c.total).toBe(
        c.lead_stage === stage ? db.leads.filter((l: AnyRow) => l.lead_stage === stage).length : 0,
      );
  });

  it('cards carry only list-level fields; restricted ones are marked for staff', async () => {
    const columns = await board(`${ALL}&per_column=50`, staff);
    const rows = columns.flatMap((c) => c.data);
    const byId = new Map(db.leads.map((l: AnyRow) => [l.id, l]));
    const restricted = rows.filter((r: AnyRow) => r.restricted);
    expect(restricted.length).toBeGreaterThan(0);
    for (const r of rows) {
      const lead: AnyRow = byId.get(r.id);
      expect(r).toEqual({
        id: lead.id,
        organization_name: lead.initial_info.organization_name,
        contact_name: lead.concern_person[0]?.name ?? null,
        lead_stage: lead.lead_stage,
        lead_priority: lead.lead_priority,
        created_at: lead.created_at,
        can_view_details: !r.restricted,
        restricted: lead.is_disabled === 1 && r.restricted,
      });
    }
    // Admin (Leads Details) reads every lead in full.
    const mine = (await board(`${ALL}&per_column=50`)).flatMap((c) => c.data);
    expect(mine.some((r: AnyRow) => r.restricted)).toBe(false);
  });

  it('refuses a bad page size', async () => {
    const res = await server.request('GET', `/leads-board?per_column=500`, { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('per_column');
  });
});

describe('GET /leads-board-column', () => {
  it('pages one column after a cursor until every card was seen once', async () => {
    const [first] = (await board(`${ALL}&per_column=4`)).filter((c) => c.total > 9);
    const seen: number[] = first.data.map((r: AnyRow) => r.id);
    let last = first.data[first.data.length - 1];
    for (let more = first.has_more; more;) {
      const q = `${ALL}&column=${first.lead_stage}&limit=4&after_id=${last.id}&after_created_at=${encodeURIComponent(last.created_at)}`;
      const res = await server.request('GET', `/leads-board-column?${q}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.contents.total).toBe(first.total);
      seen.push(...res.body.contents.data.map((r: AnyRow) => r.id));
      last = res.body.contents.data[res.body.contents.data.length - 1];
      more = res.body.contents.has_more;
    }
    expect(seen).toEqual(expectedColumns(() => true).get(first.lead_stage));
  });

  it('pages a filtered column the same way', async () => {
    const priority = db.leads[0].lead_priority;
    const keep = (l: AnyRow) => l.lead_priority === priority;
    const want = expectedColumns(keep);
    const stage = [...want].sort((a, b) => b[1].length - a[1].length)[0][0];
    const ids = want.get(stage)!;
    const cut = ids[1];
    const lead = db.leads.find((l: AnyRow) => l.id === cut);
    const q = `${ALL}&priority=${encodeURIComponent(priority)}&column=${stage}&limit=3&after_id=${cut}&after_created_at=${encodeURIComponent(lead.created_at)}`;
    const res = await server.request('GET', `/leads-board-column?${q}`, { token: admin });
    expect(res.body.contents.total).toBe(ids.length);
    expect(res.body.contents.data.map((r: AnyRow) => r.id)).toEqual(ids.slice(2, 5));
  });

  it('needs a known column and a well-formed cursor', async () => {
    const get = (q: string) => server.request('GET', `/leads-board-column?${q}`, { token: admin });
    expect((await get('')).body.errors).toHaveProperty('column');
    expect((await get('column=nope')).body.errors).toHaveProperty('column');
    const bad = await get('column=new&after_id=x&after_created_at=yesterday');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['after_created_at', 'after_id']);
  });
});

describe('moving a card (POST /leads-stage-update)', () => {
  it('moves an open lead between columns', async () => {
    const lead = db.leads.find((l: AnyRow) => l.is_disabled !== 1 && l.lead_stage === 'new');
    const before = await board(ALL);
    const count = (cols: AnyRow[], s: string) => cols.find((c) => c.lead_stage === s).total;
    const res = await server.request('POST', '/leads-stage-update', {
      token: staff,
      body: { lead_id: lead.id, lead_stage: 'won' },
    });
    expect(res.status).toBe(200);
    const after = await board(ALL);
    expect(count(after, 'new')).toBe(count(before, 'new') - 1);
    expect(count(after, 'won')).toBe(count(before, 'won') + 1);
  });

  it('is refused for a restricted lead the caller may not read in full, and nothing moves', async () => {
    const columns = await board(`${ALL}&per_column=50`, staff);
    const card = columns.flatMap((c) => c.data).find((r: AnyRow) => r.restricted);
    const target = stageOrder().find((s) => s !== card.lead_stage)!;
    const res = await server.request('POST', '/leads-stage-update', {
      token: staff,
      body: { lead_id: card.id, lead_stage: target },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/restricted/);
    const lead = await server.request('GET', `/leads/${card.id}`, { token: admin });
    expect(lead.body.contents.lead_stage).toBe(card.lead_stage);
  });
});
