import type { NewRow } from '../../../../server/db/row';
import type { BirthdayRow, DocumentRow } from '../../../../server/stored/accounts';
import { addParents } from './parents';
import { postgresStore, STORES, type StoreUnderTest } from './stores';

/**
 * Case and outer white space ignored as the embedded store ignores them (JavaScript's
 * toLowerCase and trim, server/db/repository.ts textKey), on a PostgreSQL database whose locale
 * is C: there lower() lower-cases only ASCII and btrim() only spaces (issue 28; migration 0012's
 * crms_text_key and crms_lower). Rows are written through the repositories, so they may keep
 * outer spaces an API input would have trimmed (an import, db:to-postgres).
 */
const AT = '2026-03-01T09:00:00.000Z';
const NAMES = ['ÄPFEL Handel', '\u00a0Ölmühle GmbH\t', 'ΟΔΟΣ Travels', 'İstanbul Traders', 'Apfel Ltd'];

const organization = (organization_name: string) => ({
  organization_name,
  industry_id: null,
  phone: '+880 1711-000000',
  address: 'Road 1',
  website_link: '',
  exhibitions: [],
  social_networks: [],
  concern_person_info: [],
  created_by: null,
  created_at: AT,
  updated_at: AT,
});
const document = (file_name: string): NewRow<DocumentRow> => ({
  file_name,
  category_id: 1,
  exhibition_id: null,
  files: [],
  created_by: 1,
  created_at: AT,
});
const contact = (PersonName: string, ContactEmail: string): NewRow<BirthdayRow> => ({
  CompanyName: null,
  PersonName,
  Designation: null,
  DOB: '1990-04-01',
  ContactEmail,
  ContactNumber: null,
  Address: null,
  created_at: AT,
});

let embedded: StoreUnderTest;
let postgres: StoreUnderTest;

beforeAll(async () => {
  [embedded, postgres] = await Promise.all([STORES[0][1](), postgresStore({ locale: 'C' })]);
  for (const s of [embedded, postgres]) {
    await addParents(s);
    await s.transaction(async (tx) => {
      for (const name of NAMES) {
        await s.repos.prospects.insert(tx, organization(name));
        await s.table('units').insert(tx, { name, created_at: AT, updated_at: AT });
        await s.repos.documents.insert(tx, document(name));
      }
      await s.repos.birthdays.insert(tx, contact('Ärni', ' ÜNAL@Example.com '));
      await s.repos.birthdays.insert(tx, contact('äbc', 'abc@example.com'));
    });
  }
});
afterAll(async () => {
  await Promise.all([embedded?.close(), postgres?.close()]);
});

/** The PostgreSQL answer must equal the embedded one; returns it. */
async function same<T>(call: (s: StoreUnderTest) => Promise<T>): Promise<T> {
  const expected = await call(embedded);
  expect(await call(postgres)).toStrictEqual(expected);
  return expected;
}
const names = (rows: { organization_name: unknown }[]) => rows.map((r) => r.organization_name);

test.each(['äpfel', 'ölmühle gmbh', 'οδος', 'i̇stanbul'])(
  'an organization name search for %s',
  async (term) => {
    const { found } = await same((s) => s.repos.prospects.searchNames(term, 10));
    expect(found).toHaveLength(1);
    await same((s) => s.repos.prospects.distinctNames(term, 10));
    const filters = { search: term, exhibitionIds: [], employeeIds: [] };
    const { data } = await same((s) => s.repos.prospects.page(filters, { page: 1, perPage: 10 }));
    expect(data).toHaveLength(1);
  },
);

test('distinct names are told apart by the embedded key', async () => {
  expect(await same((s) => s.repos.prospects.distinctNames('l', 10))).toHaveLength(NAMES.length);
  expect(names(await same((s) => s.repos.prospects.matchingById('gmbh', 10)))).toEqual([
    '\u00a0Ölmühle GmbH\t',
  ]);
});

test.each([['äpfel handel'], ['ÖLMÜHLE GMBH'], ['οδος travels'], ['  İSTANBUL TRADERS ']])(
  'a unique-name check finds %s',
  async (text) => {
    expect(await same((s) => s.table('units').withSameText('name', text))).toHaveLength(1);
  },
);

test('a document search and a contact by address, as the embedded store finds them', async () => {
  expect(await same((s) => s.repos.documents.searchNewestFirst('ΟΔΟΣ'))).toHaveLength(1);
  expect([...(await same((s) => s.repos.birthdays.withEmails(['ünal@example.com']))).keys()]).toEqual([
    'ünal@example.com',
  ]);
  const page = await same((s) => s.repos.birthdays.upcomingPage('04-01', 1, 10));
  expect(page.rows.map((r) => r.PersonName)).toEqual(['äbc', 'Ärni']);
});
