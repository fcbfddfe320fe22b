import { createHash } from 'node:crypto';
import { type BothStores, openBoth, seedEmployees } from './both-stores';
import { activityDoc, leadDoc, personDoc } from './lead-rows';
import type { StoreUnderTest } from './stores';

/**
 * repos.activities (server/lead-activities/repository.ts) on both stores: the timeline, its tab
 * counts, the key-account rule, a report page's activity texts and stored files give the same
 * answers; writes commit or roll back whole and ids are never given twice.
 */
let both: BothStores;
let e1: number;
let e2: number;
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
  [e1, e2] = await seedEmployees(both, 2);
  for (const name of ['Acme', 'Beta', 'Gamma']) await both.seed('leads', leadDoc(name, at(1), 'New'));
  const rows = [
    activityDoc(1, 'note', at(2), 'N', [], e1),
    activityDoc(1, 'task', at(3), 'N', [e1, e2], e2),
    activityDoc(1, 'log', at(3), 'N', [], e1),
    activityDoc(2, 'email', at(4), 'Y', [], e2),
    activityDoc(1, 'file', at(5)),
    activityDoc(2, 'sms', at(5), 'Y', [], e1),
    activityDoc(1, 'task', at(6), 'N', [], e1),
  ];
  for (const row of rows) {
    const written = await both.write((s, tx) => activities(s).insert(tx, row as never));
    expect(written).toStrictEqual({ id: written.id, ...row });
  }
});
afterAll(() => both?.close());

/** Every text field of ActivityTexts, absent. */
const none = {
  description: null,
  task_title: null,
  note_description: null,
  sms_description: null,
  subject: null,
};

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

test('timelineOf is newest first (id breaks a tie)', async () => {
  const timeline = await both.same((s) => activities(s).timelineOf(1));
  expect(timeline.map((a) => a.id)).toEqual([7, 5, 3, 2, 1]);
  expect(timeline.find((a) => a.id === 2)).toMatchObject({ type: 'task', assign_to: [1, 2] });
});

test('textsOf gives every asked lead its authors’ activities in the order added, texts only', async () => {
  const texts = (leads: number[], authors: number[]) =>
    both.same(async (s) =>
      [...(await activities(s).textsOf(leads, authors))].map(([lead, rows]) => [lead, rows]),
    );
  expect(await texts([1, 2, 3, 99], [e1])).toEqual([
    [
      1,
      [
        { id: 1, lead_id: 1, type: 'note', created_by: e1, ...none, note_description: 'Called back' },
        { id: 3, lead_id: 1, type: 'log', created_by: e1, ...none, description: 'Met at the booth' },
        { id: 7, lead_id: 1, type: 'task', created_by: e1, ...none, task_title: 'Visit' },
      ],
    ],
    [2, [{ id: 6, lead_id: 2, type: 'sms', created_by: e1, ...none, sms_description: 'Reminder sent' }]],
    [3, []],
    [99, []],
  ]);
  // Two authors; an activity without one (id 5) is nobody's line.
  const both12 = await texts([1, 2], [e1, e2]);
  expect(both12.map(([lead, rows]) => [lead, (rows as { id: number }[]).map((a) => a.id)])).toEqual([
    [1, [1, 2, 3, 7]],
    [2, [4, 6]],
  ]);
  expect(await texts([], [e1])).toEqual([]);
  expect(await texts([1], [])).toEqual([[1, []]]);
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

test('a lead with the most text the wizard accepts becomes a key account and is found by its last person', async () => {
  // 50 persons (concern-person-input.ts MAX_PERSONS) with 255-character names: 13 kB of search
  // text that does not compress, more than a btree index entry may hold (2,704 bytes).
  const name = (i: number) =>
    Array.from({ length: 4 }, (_, k) => createHash('sha256').update(`${i}.${k}`).digest('hex'))
      .join('')
      .slice(0, 255);
  const persons = Array.from({ length: 50 }, (_, i) => personDoc(name(i)));
  const lead = await both.seed('leads', { ...leadDoc('Longtext', at(9), 'New'), concern_person: persons });
  await both.write((s, tx) => activities(s).insert(tx, activityDoc(lead.id, 'note', at(9), 'Y') as never));
  // A short one beside it, named so that one term finds both.
  const short = await both.seed('leads', leadDoc('Longtext Short', at(10), 'New'));
  await both.write((s, tx) => activities(s).insert(tx, activityDoc(short.id, 'note', at(10), 'Y') as never));
  const found = (search: string) => (s: StoreUnderTest) =>
    s.repos.leads
      .page({ search }, { page: 1, perPage: 10 }, undefined, { keyAccounts: true })
      .then((page) => [page.rows.map((row) => row.id), page.total]);
  // Its texts are too long for the key accounts' texts index: counted from its row (migration 0023).
  expect(await both.same(found(name(49).slice(100, 140)))).toEqual([[lead.id], 1]);
  // Counted once each, from the index and from the row.
  expect(await both.same(found('longtext'))).toEqual([[short.id, lead.id], 2]);
});
