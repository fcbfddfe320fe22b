import { identityKeys } from '../../../../contract/identity-keys';
import type { OrganizationFilters } from '../../../../server/prospects/list-query';
import { allOf } from '../../../../server/db/pages';
import { duplicateKey } from '../../../../server/prospects/rows';
import type { OrganizationRow } from '../../../../server/stored/leads';
import { type BothStores, openBoth, seedEmployees, seedExhibitions } from './both-stores';
import type { StoreUnderTest } from './stores';
import { personDoc } from './lead-rows';

/**
 * repos.prospects and repos.stakeholders (server/prospects/repository.ts) on both stores: every
 * method gives the same answer on the same rows, writes commit or roll back whole, ids are never
 * given twice.
 */
let both: BothStores;
let industries: number[];
let fairs: number[];
let employees: number[];

/** A record as the prospect routes write it (server/prospects/write.ts). */
const record = (name: string, at: string, extra: Partial<Record<keyof OrganizationRow, unknown>> = {}) => ({
  organization_name: name,
  industry_id: null,
  phone: '+880 1711-000000',
  address: 'Road 1',
  website_link: '',
  exhibitions: [],
  social_networks: [{ mediaName: 'web', URL: 'https://example.com' }],
  concern_person_info: [],
  created_by: null,
  created_at: at,
  updated_at: at,
  ...extra,
});

const day = (d: number, h = 9) =>
  `2026-03-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00.000Z`;
const prospects = (s: StoreUnderTest) => s.repos.prospects;
const stakeholders = (s: StoreUnderTest) => s.repos.stakeholders;
const filters = (f: Partial<OrganizationFilters> = {}): OrganizationFilters => ({
  exhibitionIds: [],
  employeeIds: [],
  ...f,
});

beforeAll(async () => {
  both = await openBoth();
  employees = await seedEmployees(both, 3);
  fairs = await seedExhibitions(both, 3);
  industries = [];
  for (const type of ['Textiles', 'Leather'])
    industries.push((await both.seed('industries', { type, description: null, created_at: day(1) })).id);
  const rows = [
    record('Acme Textiles', day(2), {
      industry_id: industries[0],
      exhibitions: [fairs[0]],
      created_by: employees[0],
    }),
    record('Beta Leather', day(3), {
      industry_id: industries[1],
      exhibitions: [fairs[1], fairs[2]],
      created_by: employees[1],
      concern_person_info: [personDoc('Rina', ['017 1100 2200'], [' Rina@Beta.com '], 'card-1.png')],
    }),
    record('acme  textiles', day(3), { phone: '01711000000', created_by: employees[0] }),
    record('Gamma_Knits 100%', day(4), { exhibitions: [fairs[0]], created_by: employees[2] }),
    record('Delta Textiles', day(5), { industry_id: industries[0], exhibitions: [fairs[2]] }),
    record('Epsilon', day(6, 23), {
      concern_person_info: [
        personDoc('Omar', ['01999 888777', '12'], ['omar@eps.com']),
        personDoc('Lia', [], [], 'card-2.png'),
      ],
    }),
    record('Acme Textiles', day(7), { phone: '0188 777 666', created_by: employees[1] }),
  ];
  for (const row of rows) await both.write((s, tx) => prospects(s).insert(tx, row));
  await both.write((s, tx) => stakeholders(s).insert(tx, record('Zeta Holdings', day(2))));
  await both.write((s, tx) => stakeholders(s).insert(tx, record('zeta holdings', day(8))));
});
afterAll(() => both?.close());

test('get and getMany read records as written, in the asked order, undefined where none', async () => {
  const beta = await both.same((s) => prospects(s).get(2));
  expect(beta).toMatchObject({ id: 2, organization_name: 'Beta Leather', exhibitions: [fairs[1], fairs[2]] });
  expect(beta!.concern_person_info[0]).toStrictEqual(
    personDoc('Rina', ['017 1100 2200'], [' Rina@Beta.com '], 'card-1.png'),
  );
  expect(await both.same((s) => prospects(s).get(999))).toBeUndefined();
  const many = await both.same((s) => prospects(s).getMany([3, 999, 1, 3]));
  expect(many.map((r) => r?.id)).toEqual([3, undefined, 1, 3]);
  expect(await both.same((s) => stakeholders(s).get(1))).toMatchObject({
    organization_name: 'Zeta Holdings',
  });
  expect(both.postgres.repos.stakeholders.collection).toBe(both.embedded.repos.stakeholders.collection);
});

test('more ids than PostgreSQL takes parameters are read as one array parameter', async () => {
  const ids = Array.from({ length: 70_000 }, (_, i) => i + 1);
  const rows = await both.same((s) => prospects(s).getMany(ids));
  expect(rows.filter(Boolean)).toHaveLength(7);
});

test.each([
  ['no filter', filters()],
  ['a date range (UTC days)', filters({ startDate: '2026-03-03', endDate: '2026-03-05' })],
  ['a date range in Dhaka time', filters({ startDate: '2026-03-07', endDate: '2026-03-07', utcOffset: 360 })],
  ['only a start', filters({ startDate: '2026-03-05' })],
  // Ids as beforeAll seeds them (the cases are listed before it runs).
  ['industry', filters({ industryId: 1 })],
  ['exhibitions 1 or 3', filters({ exhibitionIds: [1, 3] })],
  ['creators', filters({ employeeIds: [1, 2] })],
  ['search', filters({ search: 'acme' })],
  ['search with LIKE characters', filters({ search: '_knits 100%' })],
  ['a search matching nothing', filters({ search: 'acme%' })],
  [
    'everything at once',
    filters({ search: 'textiles', industryId: 1, exhibitionIds: [3], startDate: '2026-03-01' }),
  ],
  ['an unknown exhibition', filters({ exhibitionIds: [99] })],
])('page and pages: %s', async (_name, f) => {
  const all = await both.same((s) => allOf(prospects(s).pages(f, 50)));
  // Keyset pages of 2 (the export's pages) give the same records, each page full but the last.
  const sizes = await both.same(async (s) => {
    const out: number[] = [];
    for await (const page of prospects(s).pages(f, 2)) out.push(page.length);
    return out;
  });
  expect(sizes).toEqual(
    Array.from({ length: Math.ceil(all.length / 2) }, (_, i) => Math.min(2, all.length - 2 * i)),
  );
  expect(await both.same((s) => allOf(prospects(s).pages(f, 2)))).toStrictEqual(all);
  const times = all.map((r) => `${r.created_at}#${String(r.id).padStart(4, '0')}`);
  expect(times).toEqual([...times].sort().reverse());
  for (const paging of [
    { page: 1, perPage: 2 },
    { page: 2, perPage: 2 },
    { page: 9, perPage: 2 },
    { page: 1, perPage: 50 },
  ]) {
    const page = await both.same((s) => prospects(s).page(f, paging));
    expect(page.total).toBe(all.length);
    expect(page.data).toStrictEqual(
      all.slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage),
    );
  }
});

test('matchingById, searchNames and distinctNames answer at most what they are asked', async () => {
  const newest = await both.same((s) => allOf(prospects(s).pages(filters(), 3)));
  expect(newest.map((r) => r.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  expect((await both.same((s) => prospects(s).matchingById('acme', 10))).map((r) => r.id)).toEqual([1, 3, 7]);
  expect((await both.same((s) => prospects(s).matchingById('acme', 2))).map((r) => r.id)).toEqual([1, 3]);
  expect((await both.same((s) => prospects(s).matchingById('', 3))).map((r) => r.id)).toEqual([1, 2, 3]);
  expect(await both.same((s) => prospects(s).matchingById('nothing', 5))).toEqual([]);
  const search = await both.same((s) => prospects(s).searchNames('textiles', 2));
  expect(search.total).toBe(4);
  expect(search.found.map((r) => r.id)).toEqual([7, 5]);
  // Counted up to a cap (the search palette's): the same records, the total cut there.
  expect(await both.same((s) => prospects(s).searchNames('textiles', 2, 3))).toEqual({
    found: search.found,
    total: 3,
  });
  expect((await both.same((s) => prospects(s).searchNames('textiles', 2, 10))).total).toBe(4);
  expect(await both.same((s) => prospects(s).distinctNames('textiles', 10))).toEqual([
    'Acme Textiles',
    'Delta Textiles',
    'acme  textiles',
  ]);
  expect(await both.same((s) => prospects(s).distinctNames('t', 2))).toHaveLength(2);
  expect(await both.same((s) => stakeholders(s).distinctNames('zeta', 10))).toEqual(['zeta holdings']);
});

test('stakeholders are paged as prospects are (GET /stackholders)', async () => {
  const first = await both.same((s) => stakeholders(s).page(filters(), { page: 1, perPage: 1 }));
  expect([first.total, first.data.map((r) => r.organization_name)]).toEqual([2, ['zeta holdings']]);
  const searched = await both.same((s) =>
    stakeholders(s).page(filters({ search: 'zeta' }), { page: 2, perPage: 1 }),
  );
  expect([searched.total, searched.data.map((r) => r.id)]).toEqual([2, [1]]);
});

test('withAnyKey finds by normalised name, phone or e-mail; withDuplicateKeys the oldest of each key', async () => {
  const by = (name: unknown, phones: unknown[], emails: unknown[]) => identityKeys({ name, phones, emails });
  const ids = async (keys: string[]) =>
    (await both.same((s) => prospects(s).withAnyKey(keys))).map((r) => r.id);
  expect(await ids(by('  ACME textiles ', [], []))).toEqual([1, 3, 7]);
  expect(await ids(by('x', ['01711-000-000'], []))).toEqual([3]);
  expect(await ids(by('x', ['+8801711000000'], []))).toEqual([1, 2, 4, 5, 6]);
  expect(await ids(by('x', ['+8801711 002200'], []))).toEqual([]);
  expect(await ids(by('x', ['017 1100-2200'], []))).toEqual([2]);
  expect(await ids(by('x', ['(01999) 888-777'], ['RINA@beta.com']))).toEqual([2, 6]);
  expect(await ids(by('x', ['12'], []))).toEqual([]);
  expect(await ids([])).toEqual([]);

  const keys = [
    duplicateKey('ACME TEXTILES', '+880 1711-000000')!,
    duplicateKey('acme textiles', '0188777666')!,
    duplicateKey('acme  textiles', '01711000000')!,
    duplicateKey('Nobody', '123456')!,
  ];
  const found = await both.same((s) => prospects(s).withDuplicateKeys(keys));
  expect([...found].map(([key, row]) => [key, row.id])).toEqual([
    [keys[0], 1],
    [keys[1], 7],
    [keys[2], 3],
  ]);
});

test('withFile finds the records whose person holds a stored card', async () => {
  expect((await both.same((s) => prospects(s).withFile('card-2.png'))).map((r) => r.id)).toEqual([6]);
  expect(await both.same((s) => prospects(s).withFile('nope.png'))).toEqual([]);
  expect(await both.same((s) => stakeholders(s).withFile('card-1.png'))).toEqual([]);
});

test('update merges a patch (child rows replaced); reads through the transaction see it first', async () => {
  const later = day(20);
  const updated = await both.write(async (s, tx) => {
    const row = await prospects(s).update(tx, 4, {
      organization_name: 'Gamma Knits',
      exhibitions: [fairs[1]],
      concern_person_info: [personDoc('Ana', ['0155 000 111'], [], 'card-3.png')],
      updated_at: later,
    });
    expect(await prospects(s).get(4, tx)).toStrictEqual(row);
    expect((await prospects(s).getMany([4], tx))[0]).toStrictEqual(row);
    return row;
  });
  expect(updated).toMatchObject({
    id: 4,
    organization_name: 'Gamma Knits',
    created_at: day(4),
    updated_at: later,
  });
  expect(await both.same((s) => prospects(s).get(4))).toStrictEqual(updated);
  expect(
    (await both.same((s) => allOf(prospects(s).pages(filters({ exhibitionIds: [2] }), 10)))).map((r) => r.id),
  ).toEqual([4, 2]);
  expect((await both.same((s) => prospects(s).withFile('card-3.png'))).map((r) => r.id)).toEqual([4]);
  await expect(both.write((s, tx) => prospects(s).update(tx, 999, { phone: '1' }))).rejects.toThrow(
    /does not exist/,
  );
});

test('a transaction commits all its writes or none; ids are never given twice', async () => {
  const failure = new Error('refused');
  await expect(
    both.write(async (s, tx) => {
      await prospects(s).insert(tx, record('Rolled Back', day(21)));
      await prospects(s).update(tx, 1, { phone: '000' });
      await prospects(s).remove(tx, [2, 3]);
      throw failure;
    }),
  ).rejects.toBe(failure);
  expect((await both.same((s) => allOf(prospects(s).pages(filters(), 10)))).map((r) => r.id)).toEqual([
    7, 6, 5, 4, 3, 2, 1,
  ]);
  expect(await both.same((s) => prospects(s).get(1))).toMatchObject({ phone: '+880 1711-000000' });

  await both.write((s, tx) => prospects(s).remove(tx, [3, 999]));
  expect(await both.same((s) => prospects(s).get(3))).toBeUndefined();
  const next = await both.embedded.transaction((tx) =>
    prospects(both.embedded).insert(tx, record('Omega', day(22))),
  );
  const pgNext = await both.postgres.transaction((tx) =>
    prospects(both.postgres).insert(tx, record('Omega', day(22))),
  );
  // The rolled-back insert may have used an id on either store: only "never again" is promised.
  for (const row of [next, pgNext]) expect(row.id).toBeGreaterThan(7);
  expect({ ...pgNext, id: 0 }).toStrictEqual({ ...next, id: 0 });
});

test('insertMany stores records in order under new ids, read back as insert would store them', async () => {
  const records = [
    record('Iota One', day(23), { industry_id: industries[0], exhibitions: [fairs[1], fairs[0]] }),
    record('Iota Two', day(23), {
      created_by: employees[2],
      concern_person_info: [
        personDoc('Sumi', ['017 2200 3300'], ['sumi@iota.com']),
        personDoc('Ali', [], []),
      ],
    }),
    record('Iota Three', day(23)),
  ];
  const stored = await both.write((s, tx) => stakeholders(s).insertMany(tx, records));
  expect(stored.map((r) => r.organization_name)).toEqual(['Iota One', 'Iota Two', 'Iota Three']);
  const ids = stored.map((r) => r.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(await both.same((s) => stakeholders(s).getMany(ids))).toStrictEqual(stored);
  expect(await both.write((s, tx) => stakeholders(s).insertMany(tx, []))).toEqual([]);
});
