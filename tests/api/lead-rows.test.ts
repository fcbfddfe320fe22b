import type { KeyAccountRow, LeadRecord, RestrictedLead, RestrictedLeadRecord } from '../../contract/records';
import type { LeadRow } from '../../src/features/leads/types';
import { startTestServer, type TestServer } from '../support/test-server';
import { STAFF } from '../support/demo-accounts';

// The rows of GET /leads and GET /key-account-list as the contract types them: a restricted lead
// the caller may not read in full is a row of its own type, and the app's types say so too.

let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.login(STAFF.email, STAFF.password);
});
afterAll(() => server.close());

/** Only what a restricted lead shows: no website, logo, places, sources, birthdays or genders. */
const WHOLE_ONLY: (keyof LeadRecord['initial_info'])[] = [
  'website_link',
  'organization_logo',
  'country_id',
  'information_source_id',
];

const isRestricted = <T extends object>(row: T): row is Extract<T, RestrictedLeadRecord> =>
  'restricted' in row && row.restricted === true;

test('a restricted GET /leads row carries only the list’s fields, with the caller’s flags', async () => {
  const res = await server.request('GET', '/leads?per_page=100&start_date=1970-01-01', { token: staff });
  const rows = res.body.contents.data as LeadRow[];
  const row: RestrictedLead = rows.find(isRestricted)!;
  expect(row).toBeDefined();
  for (const key of WHOLE_ONLY) expect(row.initial_info).not.toHaveProperty(key);
  expect(Object.keys(row.concern_person[0]).sort()).toEqual(['email', 'name', 'phone']);
  expect(row).toEqual(
    expect.objectContaining({ can_view_details: false, pending_requests: expect.any(Array) }),
  );
  // The app's row type says the same: a restricted row has no website to read.
  // @ts-expect-error a restricted lead's initial_info is only what the list shows
  expect(row.initial_info.website_link).toBeUndefined();
  const whole = rows.find((r) => !isRestricted(r))!;
  expect(whole.initial_info).toHaveProperty('website_link');
});

test('a restricted GET /key-account-list row is the same restricted lead, with details refused', async () => {
  const res = await server.request('GET', '/key-account-list?per_page=100', { token: staff });
  const row = (res.body.contents.data as KeyAccountRow[]).find(isRestricted)!;
  expect(row).toBeDefined();
  for (const key of WHOLE_ONLY) expect(row.initial_info).not.toHaveProperty(key);
  expect(row.can_view_details).toBe(false);
  expect(row.pending_requests).toEqual(expect.any(Array));
  // @ts-expect-error a restricted lead's persons carry only name, phones and e-mails
  expect(row.concern_person[0].gender).toBeUndefined();
});
