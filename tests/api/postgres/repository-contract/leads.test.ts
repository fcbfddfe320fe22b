import { identityKeys, leadIdentity, listedLeadIdentity } from '../../../../server/leads/identity-keys';
import type { LeadFilters, RowVisibility } from '../../../../server/leads/query';
import { allOf } from '../../../../server/db/pages';
import type { NewRow } from '../../../../server/db/row';
import type { ActivityRow, LeadRow } from '../../../../server/stored/leads';
import { everyLeadViewer, limitedViewer, seededLead, seedReferences } from './lead-seed';
import { activityDoc } from './lead-rows';
import { STORES, type StoreUnderTest } from './stores';

/**
 * The contract of `repos.leads` (server/leads/async-repository.ts): both stores get the same
 * leads, then every read is asked of both over a spread of filter combinations, viewers and
 * pages, and must answer the same rows in the same order.
 */
const LEADS = 40;
const GRANTED = [2, 6]; // restricted leads (n % 4 === 1 is restricted; ids are n + 1)
/** The leads an activity marks a key account (lead 5's other activity says N). */
const KEY_ACCOUNTS = new Set([1, 2, 3, 5, 8, 13, 21, 34]);

let stores: StoreUnderTest[];
const ids = (rows: readonly LeadRow[]) => rows.map((lead) => lead.id);

beforeAll(async () => {
  stores = await Promise.all(STORES.map(([, open]) => open()));
  for (const s of stores) {
    await seedReferences(s);
    for (let n = 0; n < LEADS; n++) await s.transaction((tx) => s.repos.leads.insert(tx, seededLead(n)));
    await s.transaction(async (tx) => {
      for (const id of KEY_ACCOUNTS)
        await s.repos.activities.insert(tx, activityDoc(id, 'note', AT, 'Y') as NewRow<ActivityRow>);
      for (const id of [5, 6])
        await s.repos.activities.insert(tx, activityDoc(id, 'note', AT, 'N') as NewRow<ActivityRow>);
    });
  }
});
afterAll(() => Promise.all(stores?.map((s) => s.close()) ?? []));

/** Asks both stores; the answers must be equal, and the first is returned for further checks. */
async function same<T>(ask: (s: StoreUnderTest) => Promise<T>): Promise<T> {
  const [embedded, postgres] = await Promise.all(stores.map(ask));
  expect(postgres).toEqual(embedded);
  return embedded;
}

/**
 * Both stores' page of a list (`scope` as `page` takes it), checked against the whole list `all`:
 * its total is the list's length, its rows the list's slice. Answers the page.
 */
async function pageOfList(
  filters: LeadFilters,
  viewer: RowVisibility | undefined,
  paging: { page: number; perPage: number },
  all: number[],
  scope?: { keyAccounts: boolean },
) {
  const page = await same((s) => s.repos.leads.page(filters, paging, viewer, scope));
  expect(page.total).toBe(all.length);
  const start = (paging.page - 1) * paging.perPage;
  expect(ids(page.rows)).toEqual(all.slice(start, start + paging.perPage));
  return page;
}

/** Deterministic filter combinations: each filter present in about half of them. */
function* combinations(count: number): Generator<LeadFilters> {
  let seed = 7;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const maybe = <T>(values: T[]): T | undefined => (next(2) ? values[next(values.length)] : undefined);
  for (let i = 0; i < count; i++)
    yield {
      search: maybe([
        'acme',
        'jute',
        '50%_',
        '%',
        'rahim',
        'hidden-phone-1',
        'secret2@',
        'lead3',
        '171 1003',
        'zzz',
      ]),
      stage: maybe(['won', 'new', 'lost', 'nope']),
      priority: maybe(['high', 'low', 'medium']),
      industryId: maybe([1, 2, 99]),
      exhibitionId: maybe([1, 2]),
      employeeId: maybe([1, 2, 3]),
      startDate: maybe(['2026-02-03', '2026-02-05']),
      endDate: maybe(['2026-02-04', '2026-02-08']),
      utcOffset: maybe([360, -300]),
    };
}

const VIEWERS: [string, RowVisibility | undefined][] = [
  ['no viewer', undefined],
  ['a Leads Details holder', everyLeadViewer],
  ['a caller with Details grants', limitedViewer(GRANTED)],
  ['a caller with no grant', limitedViewer([])],
];

describe.each(VIEWERS)('lists as %s sees them', (_name, viewer) => {
  test('pages and page answer the same leads in the same order', async () => {
    let nonEmpty = 0;
    for (const filters of combinations(40)) {
      const all = await same(async (s) => ids(await allOf(s.repos.leads.pages(filters, viewer, 100))));
      if (all.length) nonEmpty++;
      // Keyset pages of 3 (some leads share a timestamp: the id breaks the tie) give the same list.
      expect(await same(async (s) => ids(await allOf(s.repos.leads.pages(filters, viewer, 3))))).toEqual(all);
      const keyAccounts = all.filter((id) => KEY_ACCOUNTS.has(id));
      for (const paging of [
        { page: 1, perPage: 10 },
        { page: 2, perPage: 3 },
        { page: 9, perPage: 10 },
      ]) {
        const page = await pageOfList(filters, viewer, paging, all);
        await pageOfList(filters, viewer, paging, keyAccounts, { keyAccounts: true });
        // Counted up to 3 (the search palette's cap, made small): the same rows, the total cut.
        const capped = await same((s) => s.repos.leads.page(filters, paging, viewer, { countUpTo: 3 }));
        expect(capped.total).toBe(Math.min(all.length, 3));
        expect(ids(capped.rows)).toEqual(ids(page.rows));
      }
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  test('one employee alone (with dates or not): its count, counted from the assignments, and its pages', async () => {
    const windows: LeadFilters[] = [{}, { startDate: '2026-02-03', endDate: '2026-02-05', utcOffset: 360 }];
    let restrictedSeen = 0;
    for (const employeeId of [1, 2, 3, 99])
      for (const window of windows) {
        const filters = { ...window, employeeId };
        const all = await same(async (s) => ids(await allOf(s.repos.leads.pages(filters, viewer, 100))));
        restrictedSeen += all.filter((id) => (id - 1) % 4 === 1).length;
        for (const paging of [
          { page: 1, perPage: 10 },
          { page: 3, perPage: 4 },
        ]) {
          await pageOfList(filters, viewer, paging, all);
        }
      }
    // Restricted leads are among them unless the viewer sees them as rows only (then only their creator's).
    if (!viewer || viewer.readsEveryLead()) expect(restrictedSeen).toBeGreaterThan(0);
  });

  test('board columns count and page the same cards, after a cursor too', async () => {
    // '' holds the leads without a stage; 'Nope' is a configured stage no lead holds.
    const stages = ['New', 'won', 'Won', '', 'Lost', 'Nope'];
    const caller = viewer ?? everyLeadViewer;
    const unfiltered = await same((s) => s.repos.leads.board(stages, {}, caller, 3));
    expect(unfiltered.reduce((n, column) => n + column.total, 0)).toBe(LEADS);
    for (const filters of combinations(25)) {
      const columns = await same((s) => s.repos.leads.board(stages, filters, caller, 2));
      for (const [i, stage] of stages.entries()) {
        const last = columns[i].rows.at(-1);
        if (last) await same((s) => s.repos.leads.boardColumn(stage, filters, caller, 2, last));
      }
    }
  });
});

test('distinctNames: the newest distinct organization names holding the term, at most max', async () => {
  // Names are "<Acme|Pacific Jute|Delta 50%_off|Bengal Tex> <n>"; persons' names ("rahim") do not count.
  const newestIds = ids(await allOf(stores[0].repos.leads.pages({}, undefined, 100)));
  const nameOf = (id: number) => String(seededLead(id - 1).initial_info.organization_name);
  for (const [term, max] of [
    ['acme', 3],
    ['jute', 50],
    ['50%_', 2],
    ['rahim', 5],
    ['e', 4],
    ['zz', 5],
  ] as const) {
    const expected = [...new Set(newestIds.map(nameOf).filter((n) => n.toLowerCase().includes(term)))].slice(
      0,
      max,
    );
    expect(await same((s) => s.repos.leads.distinctNames(term, max))).toEqual(expected);
  }
});

test('a restricted lead is found only by what its row shows, unless the caller reads it in full', async () => {
  const find = (filters: LeadFilters, viewer?: RowVisibility) =>
    same(async (s) => ids(await allOf(s.repos.leads.pages(filters, viewer, 5))));
  // Second phones are hidden from a restricted lead's row; leads n % 4 === 1 (ids 2, 6, ...) are restricted.
  const hidden = { search: 'hidden-phone-1' };
  const byId = (found: number[]) => [...found].sort((a, b) => a - b);
  expect(byId(await find(hidden))).toEqual(
    [2, 6, 10, 14, 18, 22, 26, 30, 34, 38].filter((id) => (id - 1) % 3),
  );
  expect(await find(hidden, limitedViewer([]))).toEqual([]);
  expect(byId(await find(hidden, limitedViewer(GRANTED)))).toEqual([2, 6]);
  // Their exhibitions are hidden too, their creator is not.
  const atFair = await find({ exhibitionId: 2 });
  expect(atFair.some((id) => (id - 1) % 4 === 1)).toBe(true);
  expect(await find({ exhibitionId: 2 }, limitedViewer([]))).toEqual(
    atFair.filter((id) => (id - 1) % 4 !== 1),
  );
});

test('a lead reads back as written, alone, in a batch and newest first', async () => {
  const all = await same((s) => allOf(s.repos.leads.pages({}, undefined, 16)));
  expect(all).toHaveLength(LEADS);
  expect(await same((s) => s.repos.leads.get(5))).toEqual({ id: 5, ...seededLead(4) });
  expect(await same((s) => s.repos.leads.get(999))).toBeUndefined();
  const many = await same(async (s) => [...(await s.repos.leads.getMany([3, 'x', 1, 3, 999, null]))]);
  expect(many.map(([id]) => id).sort()).toEqual([1, 3]);
});

test('the offline duplicate index: every lead newest first, a restricted one by its list row unless whole', async () => {
  for (const whole of [true, false])
    for (const size of [7, 100]) {
      const entries = await same((s) => allOf(s.repos.leads.duplicateIndexPages(whole, size)));
      expect(entries.map((e) => e.id)).toEqual(
        ids(await allOf(stores[0].repos.leads.pages({}, undefined, 100))),
      );
    }
  // A restricted lead (n % 4 === 1) with more than one phone per person: its later phones only when whole.
  const lead = (await stores[0].repos.leads.get(2))!;
  const listedOnly = await allOf(stores[1].repos.leads.duplicateIndexPages(false, 10));
  const everything = await allOf(stores[1].repos.leads.duplicateIndexPages(true, 10));
  const keysOf = (list: typeof listedOnly) => list.find((e) => e.id === lead.id)!.keys;
  expect(keysOf(everything)).toEqual(identityKeys(leadIdentity(lead)));
  expect(keysOf(listedOnly)).toEqual(identityKeys(listedLeadIdentity(lead)));
  expect(keysOf(listedOnly)).not.toEqual(keysOf(everything));
});

test('files and identity keys find their leads', async () => {
  for (const name of ['logo-0.png', 'logo-1.png', 'card-2.png', 'none.png'])
    await same(async (s) => ids(await s.repos.leads.withFile(name)).sort((a, b) => a - b));
  const lead = (await stores[0].repos.leads.get(8))!;
  const keys = identityKeys(leadIdentity(lead));
  const found = await same(async (s) => ids(await s.repos.leads.withAnyKey(keys)).sort((a, b) => a - b));
  expect(found).toContain(8);
  expect(await same(async (s) => s.repos.leads.withAnyKey(['n:nobody']))).toEqual([]);
});

describe.each(STORES)('writes on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
    await seedReferences(s);
  });
  afterAll(() => s?.close());

  test('insert, update and remove commit; a throw rolls all back; ids are never reused', async () => {
    const first = await s.transaction((tx) => s.repos.leads.insert(tx, seededLead(2)));
    expect(first).toEqual({ id: 1, ...seededLead(2) });
    await expect(
      s.transaction(async (tx) => {
        const lead = await s.repos.leads.insert(tx, seededLead(3));
        // Read through the transaction: its own insert is there, and gone after the rollback.
        expect(await s.repos.leads.get(lead.id, tx)).toEqual(lead);
        await s.repos.leads.update(tx, first.id, { lead_stage: 'Lost' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await s.repos.leads.get(first.id)).toEqual(first);
    expect(await s.repos.leads.get(2)).toBeUndefined();

    const { concern_person, initial_info } = seededLead(5);
    const changed = await s.transaction((tx) =>
      s.repos.leads.update(tx, first.id, { concern_person, initial_info, lead_stage: 'Won', updated_at: AT }),
    );
    expect(changed).toEqual({ ...first, concern_person, initial_info, lead_stage: 'Won', updated_at: AT });
    expect(await s.repos.leads.get(first.id)).toEqual(changed);
    // The search texts and identity keys follow the change.
    expect(ids(await allOf(s.repos.leads.pages({ search: 'pacific jute 5' }, undefined, 10)))).toEqual([
      first.id,
    ]);
    expect(await s.repos.leads.distinctNames('pacific jute 5', 5)).toEqual(['Pacific Jute 5']);
    expect(ids(await s.repos.leads.withAnyKey(identityKeys(leadIdentity(changed))))).toEqual([first.id]);

    expect(await s.transaction((tx) => s.repos.leads.remove(tx, first.id))).toBe(true);
    expect(await s.transaction((tx) => s.repos.leads.remove(tx, first.id))).toBe(false);
    expect(await s.repos.leads.get(first.id)).toBeUndefined();
    await expect(s.transaction((tx) => s.repos.leads.update(tx, first.id, { status: 'x' }))).rejects.toThrow(
      'leads 1 does not exist',
    );
    const next = await s.transaction((tx) => s.repos.leads.insert(tx, seededLead(4)));
    expect(next.id).toBe(3);
  });
});

const AT = '2026-03-02T10:00:00.000Z';
