import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDatabase } from '../../../server/db/load';
import { schemaDrift } from '../../../server/db/postgres/catalog';
import { loadIntoPostgres } from '../../../server/db/postgres/load/load-store';
import { migrate } from '../../../server/db/postgres/migrate';
import { createTestDatabase, type TestDatabase } from '../../support/pg';

const SEED = path.resolve(__dirname, '../../../db.json');

let db: TestDatabase;
let dataDir: string;
// The stored rows as the embedded store reads them back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let stored: Map<string, Map<number, any>>;
const one = async (text: string, values: unknown[] = []) => (await db.pool.query(text, values)).rows;

beforeAll(async () => {
  db = await createTestDatabase();
  await migrate(db.pool);
  // A DATA_DIR as a server leaves it: the seed plus journal records written after it (a country
  // added, then deleted; a notification deleted), read by the embedded store's own loader.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-pg-load-'));
  fs.copyFileSync(SEED, path.join(dataDir, 'db.json'));
  const nepal = { id: 5, name: 'Nepal', created_at: '2026-02-01T00:00:00.000Z' };
  const journal = [
    { seq: 1, ops: [{ c: 'countries', op: 'put', id: 5, doc: nepal }] },
    {
      seq: 2,
      ops: [
        { c: 'countries', op: 'del', id: 5 },
        { c: 'notifications', op: 'del', id: 70 },
      ],
    },
  ];
  fs.writeFileSync(path.join(dataDir, 'db.journal'), journal.map((r) => `${JSON.stringify(r)}\n`).join(''));
  const data = loadDatabase(
    path.join(dataDir, 'db.json'),
    path.join(dataDir, 'db.journal'),
    () => undefined,
    {
      readOnly: true,
    },
  );
  stored = new Map([...data.collections].map(([name, c]) => [name, c.rows]));
  await loadIntoPostgres(db.pool, data);
}, 60_000);
afterAll(async () => {
  await db?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('every collection has as many rows in its table, array parts in their child tables', async () => {
  const tableOf: Record<string, string> = {
    'information-sources': 'information_sources',
    'lead-stages': 'lead_stages',
    'document-categories': 'document_categories',
    'influencing-roles': 'influencing_roles',
    'lead-activities': 'lead_activities',
    'lead-permissions': 'lead_access_requests',
    stackholders: 'stakeholders',
  };
  const counted = new Map<string, number>();
  for (const [name, rows] of stored) {
    const table = tableOf[name] ?? name;
    const [{ n }] = await one(`SELECT count(*)::int AS n FROM ${table}`);
    counted.set(name, n);
    expect([name, n]).toEqual([name, rows.size]);
  }
  expect(counted.get('leads')).toBe(180);
  expect(counted.get('notifications')).toBe(69);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const sum = (name: string, part: (row: any) => unknown[]) =>
    [...stored.get(name)!.values()].reduce((n, row) => n + part(row).length, 0);
  const children: [string, number][] = [
    [
      'lead_exhibitions',
      sum('leads', (l: { initial_info: { exhibitions: [] } }) => l.initial_info.exhibitions),
    ],
    ['lead_concern_persons', sum('leads', (l: { concern_person: [] }) => l.concern_person)],
    ['role_permissions', sum('roles', (r: { permission_ids: [] }) => r.permission_ids)],
    ['activity_assignees', sum('lead-activities', (a: { assign_to?: [] }) => a.assign_to ?? [])],
    ['prospects_exhibitions', sum('prospects', (p: { exhibitions: [] }) => p.exhibitions)],
    [
      'stakeholders_concern_persons',
      sum('stackholders', (p: { concern_person_info: [] }) => p.concern_person_info),
    ],
  ];
  for (const [table, expected] of children) {
    const [{ n }] = await one(`SELECT count(*)::int AS n FROM ${table}`);
    expect([table, n]).toEqual([table, expected]);
  }
  // The seed's settings.email_template becomes the template row.
  expect(await one('SELECT id, padding_top, cc_users FROM email_template_settings')).toEqual([
    { id: 1, padding_top: 100, cc_users: [] },
  ]);
});

/** A lead rebuilt from its row and child rows in the stored shape. */
async function readLead(leadId: number) {
  const [row] = await one('SELECT * FROM leads WHERE id = $1', [leadId]);
  const exhibitions = await one(
    'SELECT exhibition_id, employee_id, additional_employee_id AS "additionalEmployeeID" FROM lead_exhibitions WHERE lead_id = $1 ORDER BY position',
    [leadId],
  );
  const people = await one(
    `SELECT name, phones AS phone, emails AS email, dob,
            json_build_object('id', designation_id, 'name', designation_name) AS designation,
            CASE WHEN role_name IS NOT NULL THEN json_build_object('id', role_id, 'name', role_name) END AS role,
            CASE WHEN department_name IS NOT NULL
                 THEN json_build_object('id', department_id, 'name', department_name) END AS department,
            gender, attachment, social_networks
       FROM lead_concern_persons WHERE lead_id = $1 ORDER BY position`,
    [leadId],
  );
  const {
    search_text,
    listed_search_text,
    identity_keys: _keys,
    is_key_account: _keyAccount,
    social_networks,
    ...columns
  } = row;
  const { id, lead_priority, lead_stage, status, is_disabled, created_by, created_at, updated_at, ...info } =
    columns;
  const lead = { id, lead_priority, lead_stage, status, is_disabled, created_by, created_at, updated_at };
  return {
    lead: { ...lead, initial_info: { ...info, exhibitions, social_networks }, concern_person: people },
    search_text,
    listed_search_text,
  };
}

test('leads read back field by field: step 1, exhibitions, concern persons (a ref with a name and no id too)', async () => {
  for (const id of [1, 4, 180]) expect((await readLead(id)).lead).toEqual(stored.get('leads')!.get(id));
  expect(
    stored
      .get('leads')!
      .get(4)
      .concern_person.some((p: { department?: { id: unknown } }) => p.department?.id === null),
  ).toBe(true);
  const { search_text, listed_search_text } = await readLead(1);
  expect(search_text).toBe(
    'pacific jute products ltd\u001fashraful haque\u001f+8801711184433\u001f+8801819718012\u001fashraful.haque@pacificjuteproducts.com.bd',
  );
  expect(listed_search_text).toBe(
    'pacific jute products ltd\u001fashraful haque\u001f+8801711184433\u001fashraful.haque@pacificjuteproducts.com.bd',
  );
});

test('a task activity, a birthday contact and a role read back field by field', async () => {
  const task = [...stored.get('lead-activities')!.values()].find(
    (a) => a.type === 'task' && a.assign_to?.length,
  );
  const [row] = await one('SELECT * FROM lead_activities WHERE id = $1', [task.id]);
  const assignees = await one(
    'SELECT employee_id FROM activity_assignees WHERE activity_id = $1 ORDER BY position',
    [task.id],
  );
  const present = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));
  expect({ ...present, assign_to: assignees.map((a) => a.employee_id) }).toEqual(task);

  const birthday = stored.get('birthdays')!.get(1);
  const [b] = await one('SELECT * FROM birthdays WHERE id = 1');
  expect([
    b.company_name,
    b.person_name,
    b.designation,
    b.dob,
    b.contact_email,
    b.contact_number,
    b.address,
    b.created_at,
  ]).toEqual([
    birthday.CompanyName,
    birthday.PersonName,
    birthday.Designation,
    birthday.DOB,
    birthday.ContactEmail,
    birthday.ContactNumber,
    birthday.Address,
    birthday.created_at,
  ]);

  const role = stored.get('roles')!.get(2);
  const permissions = await one(
    'SELECT permission_id FROM role_permissions WHERE role_id = 2 ORDER BY position',
  );
  expect(permissions.map((p) => p.permission_id)).toEqual(role.permission_ids);
});

test('the loader leaves the schema as the migrations built it (its indexes rebuilt once)', async () => {
  expect(await schemaDrift(db.pool)).toEqual({ missing: [], unexpected: [] });
});

test('ids go on after the highest id ever given, a deleted one included', async () => {
  const [country] = await one("INSERT INTO countries (name) VALUES ('Bhutan') RETURNING id");
  expect(country.id).toBe(6);
  const [lead] = await one(
    "INSERT INTO leads (organization_name, phone, address, social_networks, is_disabled, created_at, search_text, listed_search_text, identity_keys) VALUES ('X', '', '', '[]', 0, now(), 'x', 'x', '{}') RETURNING id",
  );
  expect(lead.id).toBe(181);
});

test('the loader refuses a database that already has rows, and changes nothing', async () => {
  const data = loadDatabase(SEED, path.join(dataDir, 'none.journal'), () => undefined, { readOnly: true });
  await expect(loadIntoPostgres(db.pool, data)).rejects.toThrow('is not empty');
  const [{ n }] = await one('SELECT count(*)::int AS n FROM leads');
  expect(n).toBe(181);
});

test("a lead's key-account flag says whether any of its activities marks it one, after the load and as activities change", async () => {
  const marked = new Set(
    [...stored.get('lead-activities')!.values()].filter((a) => a.key_account === 'Y').map((a) => a.lead_id),
  );
  const flagged = async () =>
    new Set((await one('SELECT id FROM leads WHERE is_key_account ORDER BY id')).map((r) => Number(r.id)));
  expect(marked.size).toBeGreaterThan(0);
  expect(await flagged()).toEqual(marked);

  // A lead without one gets a 'Y' activity, then loses it; a key account loses each of its own.
  const plain = [...stored.get('leads')!.keys()].find((id) => !marked.has(id))!;
  const [{ id: added }] = await one(
    `INSERT INTO lead_activities (lead_id, type, key_account, created_at)
     VALUES ($1, 'note', 'Y', now()) RETURNING id`,
    [plain],
  );
  expect((await flagged()).has(plain)).toBe(true);
  await one(`UPDATE lead_activities SET key_account = 'N' WHERE id = $1`, [added]);
  expect((await flagged()).has(plain)).toBe(false);
  await one(`UPDATE lead_activities SET key_account = 'Y' WHERE id = $1`, [added]);
  expect((await flagged()).has(plain)).toBe(true);
  await one('DELETE FROM lead_activities WHERE id = $1', [added]);
  expect((await flagged()).has(plain)).toBe(false);

  const keyAccount = [...marked][0];
  const own = await one(`SELECT id FROM lead_activities WHERE lead_id = $1 AND key_account = 'Y'`, [
    keyAccount,
  ]);
  for (const [i, a] of own.entries()) {
    await one('DELETE FROM lead_activities WHERE id = $1', [a.id]);
    expect((await flagged()).has(keyAccount)).toBe(i < own.length - 1);
  }
});

test('the key-account flag holds when one transaction removes a lead’s last key-account activity while another adds one', async () => {
  const flagOf = async (lead: number) =>
    (await one('SELECT is_key_account FROM leads WHERE id = $1', [lead]))[0].is_key_account as boolean;
  const addY = (lead: number) =>
    `INSERT INTO lead_activities (lead_id, type, key_account, created_at) VALUES (${lead}, 'note', 'Y', now()) RETURNING id`;
  const [first, second] = await Promise.all([db.pool.connect(), db.pool.connect()]);
  const pidOf = async (c: typeof first) => (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  const pids = new Map([
    [first, await pidOf(first)],
    [second, await pidOf(second)],
  ]);
  // The second step has run, or waits for a lock: only then may the first commit (else the
  // commit could overtake it and the race would not be tried).
  const ranOrWaits = async (step: Promise<unknown>, on: typeof first) => {
    let settled = false;
    void step.then(
      () => (settled = true),
      () => (settled = true),
    );
    while (!settled) {
      const [row] = await one('SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1', [pids.get(on)]);
      if (row?.wait_event_type === 'Lock') return;
      await new Promise((r) => setImmediate(r));
    }
  };
  try {
    // Each order of the two: the one that came second waits for the lead's row, then sees the other's row.
    for (const removerFirst of [true, false]) {
      const [{ id: lead }] = await one('SELECT id FROM leads WHERE NOT is_key_account ORDER BY id LIMIT 1');
      const [{ id: last }] = await one(addY(lead));
      expect(await flagOf(lead)).toBe(true);
      const [remover, adder] = removerFirst ? [first, second] : [second, first];
      await first.query('BEGIN');
      await second.query('BEGIN');
      const firstStep = removerFirst
        ? remover.query('DELETE FROM lead_activities WHERE id = $1', [last])
        : adder.query(addY(lead));
      await firstStep;
      const secondStep = removerFirst
        ? adder.query(addY(lead))
        : remover.query('DELETE FROM lead_activities WHERE id = $1', [last]);
      await ranOrWaits(secondStep, second);
      await first.query('COMMIT'); // the second step waits on the lead's row until this commits
      await secondStep;
      await second.query('COMMIT');
      expect(await flagOf(lead)).toBe(true);
    }
  } finally {
    first.release();
    second.release();
  }
});
