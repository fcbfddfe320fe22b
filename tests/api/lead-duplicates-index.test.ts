/**
 * GET /lead-duplicates-index (issue 29, booth mode item 6): the leads the caller may see, as the
 * wizard's offline duplicate warning compares them (contract/identity-keys.ts). A restricted lead
 * counts only by what its list row shows for a caller without Leads Details.
 */
import { readDb } from '../support/read-db';
import { startTestServer, type TestServer } from '../support/test-server';
import type { DuplicateIndexEntry } from '../../contract/duplicates';
import { nameKey, phoneKey } from '../../contract/identity-keys';
import type { LeadRow } from '../../server/stored/leads';

let server: TestServer;
let staff: string;
let supervisor: string;

beforeAll(async () => {
  server = await startTestServer();
  [staff, supervisor] = await server.signIn('staff', 'supervisor');
});
afterAll(() => server.close());

const indexOf = async (token: string) => {
  const res = await server.request('GET', '/lead-duplicates-index', { token });
  expect(res.status).toBe(200);
  return new Map((res.body.contents as DuplicateIndexEntry[]).map((e) => [e.id, e]));
};

/** Phones of a person beyond the first: what a restricted lead's list row leaves out. */
const laterPhones = (lead: LeadRow) =>
  lead.concern_person.flatMap((p) => (Array.isArray(p?.phone) ? p.phone.slice(1) : []));

test('answers every lead with its id, name and normalised keys, and nothing more', async () => {
  const leads = readDb(server.dataDir).leads as LeadRow[];
  const index = await indexOf(supervisor);
  expect([...index.keys()].sort((a, b) => a - b)).toEqual(leads.map((l) => l.id).sort((a, b) => a - b));
  const lead = leads.find((l) => l.is_disabled !== 1 && l.concern_person.some((p) => p?.email?.length))!;
  const entry = index.get(lead.id)!;
  expect(Object.keys(entry).sort()).toEqual(['id', 'keys', 'organization_name']);
  expect(entry.organization_name).toBe(lead.initial_info.organization_name);
  expect(entry.keys).toContain(`n:${nameKey(lead.initial_info.organization_name)}`);
  expect(entry.keys).toContain(`p:${phoneKey(lead.initial_info.phone)}`);
  const email = lead.concern_person.find((p) => p?.email?.length)!.email[0];
  expect(entry.keys).toContain(`e:${email.trim().toLowerCase()}`);
});

test('a restricted lead: only its list row’s phones for Staff, all of them with Leads Details', async () => {
  const db = readDb(server.dataDir);
  const restricted = (db.leads as LeadRow[]).find((l) => l.is_disabled === 1 && laterPhones(l).length > 0);
  expect(restricted).toBeDefined();
  const hidden = laterPhones(restricted!).map((p) => `p:${phoneKey(p)}`);
  const [forStaff, forSupervisor] = await Promise.all([indexOf(staff), indexOf(supervisor)]);
  const staffKeys = forStaff.get(restricted!.id)!.keys;
  expect(staffKeys).toContain(`n:${nameKey(restricted!.initial_info.organization_name)}`);
  // Unless one of them is also a first phone of another person of the lead.
  const listed = restricted!.concern_person.map((p) => `p:${phoneKey(p?.phone?.[0])}`);
  const unlisted = hidden.filter((k) => !listed.includes(k));
  expect(unlisted.length).toBeGreaterThan(0);
  for (const key of unlisted) expect(staffKeys).not.toContain(key);
  for (const key of hidden) expect(forSupervisor.get(restricted!.id)!.keys).toContain(key);
});

test('refuses a caller who is not signed in', async () => {
  expect((await server.request('GET', '/lead-duplicates-index')).status).toBe(401);
});
