import type { ActivityRow } from '../../../../server/stored/leads';
import { type BothStores, openBoth, seedEmployees } from './both-stores';
import { activityDoc, leadDoc } from './lead-rows';
import type { StoreUnderTest } from './stores';

/**
 * repos.activities (server/lead-activities/repository.ts) on both stores: the timeline, its tab
 * counts, the key-account rule, a report page's activities and stored files give the same
 * answers; writes commit or roll back whole and ids are never given twice.
 */
let both: BothStores;
const at = (d: number, h = 9) =>
  `2026-04-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00.000Z`;
const activities = (s: StoreUnderTest) => s.repos.activities;
/** The key-account leads as GET /key-account-list pages them. */
const keyAccounts = async (s: StoreUnderTest) =>
  (await s.repos.leads.page({}, { page: 1, perPage: 10 }, undefined, { keyAccounts: true })).rows.map(
    (lead) => lead.id,
  );

beforeAll(async () => {
  both = await openBoth();
  const [e1, e2] = await seedEmployees(both, 2);
  for (const name of ['Acme', 'Beta', 'Gamma']) await both.seed('leads', leadDoc(name, at(1), 'New'));
  const rows = [
    activityDoc(1, 'note', at(2)),
    activityDoc(1, 'task', at(3), 'N', [e1, e2]),
    activityDoc(1, 'log', at(3)),
    activityDoc(2, 'email', at(4), 'Y'),
    activityDoc(1, 'file', at(5)),
    activityDoc(2, 'sms', at(5), 'Y'),
    activityDoc(1, 'task', at(6), 'N', []),
  ];
  for (const row of rows) {
    const written = await both.write((s, tx) => activities(s).insert(tx, row as never));
    expect(written).toStrictEqual({ id: written.id, ...row });
  }
});
afterAll(() => both?.close());

test('countsOf counts each type and all of them', async () => {
  expect(await both.same((s) => activities(s).countsOf(1))).toEqual({
    all: 5,
    note: 1,
    log: 1,
    task: 2,
    sms: 0,
    email: 0,
    file: 1,
  });
  expect((await both.same((s) => activities(s).countsOf(99))).all).toBe(0);
});

test('a lead is a key account once any activity carries Y', async () => {
  expect(await both.same((s) => activities(s).isKeyAccount(2))).toBe(true);
  expect(await both.same((s) => activities(s).isKeyAccount(1))).toBe(false);
  // The key-account list is a leads page (more in ./leads.test.ts).
  expect(await both.same(keyAccounts)).toEqual([2]);
});

test('timelineOf is newest first (id breaks a tie); ofLeads gives every asked lead its activities', async () => {
  const timeline = await both.same((s) => activities(s).timelineOf(1));
  expect(timeline.map((a) => a.id)).toEqual([7, 5, 3, 2, 1]);
  expect(timeline.find((a) => a.id === 2)).toMatchObject({ type: 'task', assign_to: [1, 2] });
  const byLead = await both.same((s) => activities(s).ofLeads([2, 3, 99]));
  expect([...byLead].map(([lead, rows]) => [lead, rows.map((a: ActivityRow) => a.id)])).toEqual([
    [2, [4, 6]],
    [3, []],
    [99, []],
  ]);
  expect((await both.same((s) => activities(s).ofLeads([]))).size).toBe(0);
});

test('withFile finds the activities holding a stored attachment', async () => {
  expect((await both.same((s) => activities(s).withFile('brochure-1.pdf'))).map((a) => a.id)).toEqual([5]);
  expect(await both.same((s) => activities(s).withFile('brochure.pdf'))).toEqual([]);
});

test('removeOfLead commits with its transaction or not at all; ids are never given twice', async () => {
  const failure = new Error('refused');
  await expect(
    both.write(async (s, tx) => {
      await activities(s).insert(tx, activityDoc(3, 'note', at(7), 'Y') as never);
      await activities(s).removeOfLead(tx, 2);
      throw failure;
    }),
  ).rejects.toBe(failure);
  expect(await both.same(keyAccounts)).toEqual([2]);
  expect((await both.same((s) => activities(s).timelineOf(3))).length).toBe(0);

  await both.write((s, tx) => activities(s).removeOfLead(tx, 2));
  expect(await both.same(keyAccounts)).toEqual([]);
  expect((await both.same((s) => activities(s).countsOf(2))).all).toBe(0);
  for (const s of [both.embedded, both.postgres]) {
    const next = await s.transaction((tx) =>
      activities(s).insert(tx, activityDoc(3, 'note', at(8)) as never),
    );
    expect(next.id).toBeGreaterThan(7);
  }
});
