/* eslint-disable @typescript-eslint/no-explicit-any -- the test walks the untyped JSON seed */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from '../../server/lib/password';
import { buildSeed } from '../../server/seed/build';
import { addGeneratedLeads, addGeneratedOrganizations } from '../../server/seed/generate';
import { initDataDir, rebaseDates, SAMPLE_FILES_DIR } from '../../server/seed/init-data-dir';
import { serializeDb } from '../../server/seed/write-json';
import {
  ALL_PERMISSIONS,
  PERMISSION_SECTIONS,
  SALES_EXECUTIVE_PERMISSIONS,
  SUPERVISOR_PERMISSIONS,
} from '../../contract/permissions';

type Row = Record<string, any>;
const ROOT = path.resolve(__dirname, '../..');
const SEED_FILE = path.join(ROOT, 'db.json');
const seed: Record<string, any> = JSON.parse(fs.readFileSync(SEED_FILE, 'utf8'));
const list = (key: string): Row[] => seed[key];
const byId = (key: string) => new Map(list(key).map((r) => [r.id, r]));

function newestCreatedAt(db: unknown): string {
  let max = '';
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === 'created_at' && typeof v === 'string' && v > max) max = v;
        else walk(v);
      }
  };
  walk(db);
  return max;
}

describe('rebaseDates', () => {
  const sample = () => ({
    leads: [
      { id: 1, created_at: '2026-06-30T10:00:00.000Z', updated_at: '2026-06-30T11:30:00.000Z' },
      { id: 2, created_at: '2026-06-01T08:15:00.000Z', updated_at: null },
    ],
    'lead-activities': [
      {
        id: 1,
        created_at: '2026-06-29T09:00:00.000Z',
        start_date: '2026-06-29',
        due_date: '2026-07-02',
        reminders: [{ reminderDate: '2026-07-01', reminderTime: '10:00' }],
      },
    ],
    'lead-permissions': [
      { id: 1, created_at: '2026-06-28T09:00:00.000Z', acted_at: '2026-06-28T12:00:00.000Z' },
    ],
    concern: [{ person: { dob: '1990-06-30' } }],
    birthdays: [{ DOB: '1985-02-28', created_at: '2026-05-01T00:00:00.000Z' }],
    sessions: [{ expires_at: '2026-07-01T00:00:00.000Z', created_at: '2026-06-30T00:00:00.000Z' }],
    settings: { email_template: { padding_top: 100 } },
  });

  it('moves the newest created_at to the current UTC day, keeping time of day', () => {
    const input = sample();
    const snapshot = JSON.stringify(input);
    const out = rebaseDates(input, new Date('2027-01-02T23:59:00.000Z'));
    expect(JSON.stringify(input)).toBe(snapshot); // pure
    expect(out.leads[0].created_at).toBe('2027-01-02T10:00:00.000Z'); // +186 days, over a year end
    expect(out.leads[0].updated_at).toBe('2027-01-02T11:30:00.000Z');
    expect(out.leads[1].created_at).toBe('2026-12-04T08:15:00.000Z');
    expect(out.leads[1].updated_at).toBeNull();
    const act = out['lead-activities'][0];
    expect([act.start_date, act.due_date, act.reminders[0].reminderDate]).toEqual([
      '2027-01-01',
      '2027-01-04',
      '2027-01-03',
    ]);
    expect(act.reminders[0].reminderTime).toBe('10:00');
    expect(out['lead-permissions'][0].acted_at).toBe('2026-12-31T12:00:00.000Z');
    expect(out.concern[0].person.dob).toBe('1990-06-30');
    expect(out.birthdays[0].DOB).toBe('1985-02-28');
    expect(out.sessions[0].expires_at).toBe('2026-07-01T00:00:00.000Z');
    expect(out.settings).toEqual({ email_template: { padding_top: 100 } });
  });

  it('handles month ends, leap days and shifting backwards', () => {
    const db = {
      a: [{ created_at: '2028-02-27T23:00:00.000Z', start_date: '2028-02-28', end_date: '2028-02-29' }],
    };
    const fwd = rebaseDates(db, new Date('2028-03-01T23:30:00.000Z')); // +3 days across Feb 29
    expect(fwd.a[0]).toEqual({
      created_at: '2028-03-01T23:00:00.000Z',
      start_date: '2028-03-02',
      end_date: '2028-03-03',
    });
    const back = rebaseDates(db, new Date('2027-12-31T23:59:00.000Z')); // -58 days
    expect(back.a[0]).toEqual({
      created_at: '2027-12-31T23:00:00.000Z',
      start_date: '2028-01-01',
      end_date: '2028-01-02',
    });
    const same = rebaseDates(db, new Date('2028-02-27T23:00:00.000Z'));
    expect(same).toEqual(db);
    // Earlier in the day than the seed's 23:00: the record is fitted into the part already past.
    const early = rebaseDates(db, new Date('2028-03-01T00:30:00.000Z'));
    expect(early.a[0]).toEqual({
      created_at: '2028-03-01T00:30:00.000Z',
      start_date: '2028-03-02',
      end_date: '2028-03-03',
    });
  });

  it('puts no timestamp of the real seed after now, early in the day too, keeping their order', () => {
    const now = new Date('2027-03-15T03:00:00.000Z'); // before the seed's newest time of day
    const stamps = (db: Record<string, unknown>) => {
      const out: string[] = [];
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node && typeof node === 'object')
          for (const [key, value] of Object.entries(node))
            if (['created_at', 'updated_at', 'acted_at'].includes(key) && typeof value === 'string')
              out.push(value);
            else walk(value);
      };
      walk(db);
      return out;
    };
    const before = stamps(seed);
    const after = stamps(rebaseDates(seed, now));
    expect(after.every((t) => Date.parse(t) <= now.getTime())).toBe(true);
    expect(after.some((t) => t.startsWith('2027-03-15'))).toBe(true);
    // Same order: sorting by the old times sorts the new ones.
    const order = before.map((t, i) => i).sort((a, b) => before[a].localeCompare(before[b]));
    const reordered = order.map((i) => after[i]);
    expect(reordered).toEqual([...reordered].sort());
  });

  it('rebases the real seed so its newest record is today and leaves dob/DOB alone', () => {
    const now = new Date('2027-03-15T06:00:00.000Z');
    const out = rebaseDates(seed, now);
    expect(newestCreatedAt(out).slice(0, 10)).toBe('2027-03-15');
    expect(out.birthdays.map((b: Row) => b.DOB)).toEqual(list('birthdays').map((b) => b.DOB));
    expect(out.leads.flatMap((l: Row) => l.concern_person.map((c: Row) => c.dob))).toEqual(
      list('leads').flatMap((l) => l.concern_person.map((c: Row) => c.dob)),
    );
    const thisMonth = out.leads.filter((l: Row) => l.created_at.startsWith('2027-03'));
    expect(thisMonth.length).toBeGreaterThanOrEqual(10);
    expect(out.leads.filter((l: Row) => l.created_at.startsWith('2027-03-15')).length).toBeGreaterThanOrEqual(
      3,
    );
  });
});

describe('initDataDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-seed-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates the folders, a rebased db and the sample uploads once', () => {
    const dataDir = path.join(dir, 'data');
    const dbPath = initDataDir(dataDir, SEED_FILE, new Date('2027-01-10T08:00:00.000Z'));
    expect(dbPath).toBe(path.join(dataDir, 'db.json'));
    expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(true);
    for (const f of fs.readdirSync(SAMPLE_FILES_DIR))
      expect(fs.existsSync(path.join(dataDir, 'uploads', f))).toBe(true);
    const first = fs.readFileSync(dbPath, 'utf8');
    const db = JSON.parse(first);
    expect(newestCreatedAt(db).slice(0, 10)).toBe('2027-01-10');
    expect(fs.readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    initDataDir(dataDir, SEED_FILE, new Date('2030-05-05T08:00:00.000Z'));
    expect(fs.readFileSync(dbPath, 'utf8')).toBe(first);
  });

  it('never overwrites an existing live db', () => {
    fs.writeFileSync(path.join(dir, 'db.json'), '{"leads":[]}');
    initDataDir(dir, SEED_FILE);
    expect(fs.readFileSync(path.join(dir, 'db.json'), 'utf8')).toBe('{"leads":[]}');
    expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(true);
  });
});

/** Which collection each foreign key points to (per collection where it differs). */
const FK: Record<string, string> = {
  user_id: 'users',
  department_id: 'departments',
  designation_id: 'designations',
  role_id: 'roles',
  parent_id: 'employees',
  industry_id: 'industries',
  information_source_id: 'information-sources',
  country_id: 'countries',
  division_id: 'divisions',
  district_id: 'districts',
  zone_id: 'zones',
  exhibition_id: 'exhibitions',
  employee_id: 'employees',
  lead_id: 'leads',
  unit_id: 'units',
  category_id: 'categories',
  created_by: 'employees',
  acted_by: 'employees',
  additionalEmployeeID: 'employees',
  parent_category: 'categories',
};
const FK_OVERRIDE: Record<string, Record<string, string>> = {
  documents: { category_id: 'document-categories' },
};

describe('seed db.json', () => {
  it('every foreign key points to an existing record', () => {
    const problems: string[] = [];
    const ids = new Map(
      Object.entries(seed)
        .filter(([, v]) => Array.isArray(v))
        .map(([k, v]) => [k, new Set((v as Row[]).map((r) => r.id))]),
    );
    const check = (collection: string, key: string, value: unknown, where: string) => {
      const target = FK_OVERRIDE[collection]?.[key] ?? FK[key];
      if (!target) return problems.push(`${where}: unmapped key ${key}`);
      if (value === null) return;
      if (!ids.get(target)?.has(value)) problems.push(`${where}: ${key}=${String(value)} not in ${target}`);
    };
    for (const [collection, rows] of Object.entries(seed)) {
      if (!Array.isArray(rows)) continue;
      for (const row of rows as Row[]) {
        const walk = (node: any, where: string): void => {
          if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${where}[${i}]`));
          else if (node && typeof node === 'object')
            for (const [k, v] of Object.entries(node)) {
              if (k.endsWith('_id') || k in FK) check(collection, k, v, `${collection}#${row.id}`);
              else walk(v, `${where}.${k}`);
            }
        };
        walk(row, `${collection}#${row.id}`);
      }
    }
    const employees = byId('employees');
    for (const a of list('lead-activities'))
      for (const e of a.assign_to ?? [])
        if (!employees.has(e)) problems.push(`activity#${a.id} assign_to ${e}`);
    const perms = byId('permissions');
    for (const r of list('roles'))
      for (const p of r.permission_ids) if (!perms.has(p)) problems.push(`role#${r.id} permission ${p}`);
    for (const p of list('prospects').concat(list('stackholders')))
      for (const e of p.exhibitions) if (!byId('exhibitions').has(e)) problems.push(`exhibition ${e}`);
    const named: [string, string][] = [
      ['designation', 'designations'],
      ['role', 'influencing-roles'],
      ['department', 'departments'],
    ];
    for (const rec of [
      ...list('leads').flatMap((l) => l.concern_person),
      ...list('prospects')
        .concat(list('stackholders'))
        .flatMap((p) => p.concern_person_info),
    ])
      for (const [field, target] of named) {
        const v = rec[field];
        if (v && v.id !== null && byId(target).get(v.id)?.name !== v.name)
          problems.push(`${field} ${JSON.stringify(v)}`);
      }
    expect(problems).toEqual([]);
  });

  it('geography chains zone → district → division → country, and leads are consistent', () => {
    const districts = byId('districts');
    const divisions = byId('divisions');
    const countries = byId('countries');
    const zones = byId('zones');
    for (const z of list('zones').concat(list('thanas'))) {
      const d = districts.get(z.district_id)!;
      expect(countries.has(divisions.get(d.division_id)!.country_id)).toBe(true);
    }
    expect(list('divisions').filter((d) => d.country_id === 1)).toHaveLength(8);
    expect(
      list('districts').filter((d) => divisions.get(d.division_id)!.country_id === 1).length,
    ).toBeGreaterThanOrEqual(24);
    for (const l of list('leads')) {
      const i = l.initial_info;
      expect(zones.get(i.zone_id)!.district_id).toBe(i.district_id);
      expect(districts.get(i.district_id)!.division_id).toBe(i.division_id);
      expect(divisions.get(i.division_id)!.country_id).toBe(i.country_id);
    }
  });

  // Four hashes at the production cost (scrypt N=2^17): seconds on a busy 2-core machine.
  it('holds the demo accounts, roles and every permission', async () => {
    const demo: [string, string, number, number | null][] = [
      ['admin@crms.test', 'Admin#123', 1, null],
      ['supervisor@crms.test', 'Super#123', 2, 1],
      ['staff@crms.test', 'Staff#123', 3, 2],
    ];
    for (const [email, password, id, parent] of demo) {
      const user = list('users').find((u) => u.email === email)!;
      expect(user.id).toBe(id);
      expect(await verifyPassword(password, user.password_hash)).toBe(true);
      const emp = byId('employees').get(id)!;
      expect([emp.user_id, emp.role_id, emp.parent_id]).toEqual([id, id, parent]);
    }
    const others = list('users').filter((u) => u.id > 3);
    expect(others.length).toBeGreaterThanOrEqual(10);
    expect(await verifyPassword('Demo#1234', others[0].password_hash)).toBe(true);
    expect(list('employees').filter((e) => e.parent_id === 2).length).toBeGreaterThan(2);
    const perms = list('permissions');
    expect(perms.map((p) => p.name).sort()).toEqual([...ALL_PERMISSIONS].sort());
    for (const p of perms) expect(PERMISSION_SECTIONS[p.section_name]).toContain(p.name);
    const names = (roleId: number) =>
      byId('roles')
        .get(roleId)!
        .permission_ids.map((id: number) => byId('permissions').get(id)!.name)
        .sort();
    expect(list('roles').map((r) => r.name)).toEqual(['Admin', 'Supervisor', 'Sales Executive']);
    expect(names(1)).toEqual([...ALL_PERMISSIONS].sort());
    expect(names(2)).toEqual([...SUPERVISOR_PERMISSIONS].sort());
    expect(names(3)).toEqual([...SALES_EXECUTIVE_PERMISSIONS].sort());
    expect(seed.sessions).toEqual([]);
    expect(seed.password_resets).toEqual([]);
    expect(seed.settings.email_template).toMatchObject({
      padding_top: 100,
      padding_left: 100,
      preview_width: 600,
      preview_height: 400,
      cc_users: [],
    });
  }, 60_000);

  it('has realistic leads covering every stage and priority, dense in the newest month', () => {
    const leads = list('leads');
    const stages = new Set(list('lead-stages').map((s) => s.lead_stage));
    expect(leads).toHaveLength(180);
    for (const l of leads) expect(stages.has(l.lead_stage)).toBe(true);
    expect(new Set(leads.map((l) => l.lead_stage))).toEqual(stages);
    expect(new Set(leads.map((l) => l.lead_priority))).toEqual(
      new Set(['Very Good', 'Good', 'Low', 'Very Low']),
    );
    const newest = newestCreatedAt(seed);
    expect(
      leads.filter((l) => l.created_at.slice(0, 7) === newest.slice(0, 7)).length,
    ).toBeGreaterThanOrEqual(25);
    expect(
      leads.filter((l) => l.created_at.slice(0, 10) === newest.slice(0, 10)).length,
    ).toBeGreaterThanOrEqual(3);
    const disabled = leads.filter((l) => l.is_disabled === 1).length / leads.length;
    expect(disabled).toBeGreaterThan(0.08);
    expect(disabled).toBeLessThan(0.25);
    expect(leads.filter((l) => l.created_by === 3).length).toBeGreaterThanOrEqual(20);
    for (const l of leads) {
      expect(l.concern_person.length).toBeGreaterThanOrEqual(1);
      expect(l.initial_info.exhibitions.length).toBeGreaterThanOrEqual(1);
      expect(l.initial_info.phone).toMatch(/^\+880\d{9,10}$/);
    }
    const perLead = new Map<number, number>();
    for (const a of list('lead-activities')) perLead.set(a.lead_id, (perLead.get(a.lead_id) ?? 0) + 1);
    expect(Math.min(...perLead.values())).toBeGreaterThanOrEqual(2);
    expect(perLead.size).toBe(180);
    expect(new Set(list('lead-activities').map((a) => a.type))).toEqual(
      new Set(['log', 'task', 'note', 'sms', 'email', 'file']),
    );
  });

  it('has edit/details requests and notifications for the demo accounts', () => {
    const leads = byId('leads');
    const reqs = list('lead-permissions');
    expect(reqs.filter((r) => r.employee_id === 3 && r.status === 'pending').length).toBeGreaterThanOrEqual(
      3,
    );
    expect(
      reqs.some(
        (r) =>
          r.employee_id === 3 &&
          r.status === 'approved' &&
          r.permission_type === 'Edit' &&
          leads.get(r.lead_id)!.created_by === 3,
      ),
    ).toBe(true);
    expect(
      reqs.some(
        (r) =>
          r.employee_id === 3 &&
          r.status === 'approved' &&
          r.permission_type === 'Details' &&
          leads.get(r.lead_id)!.is_disabled === 1,
      ),
    ).toBe(true);
    for (const r of reqs)
      expect(r.status === 'pending' ? r.acted_by === null && r.acted_at === null : r.acted_by !== null).toBe(
        true,
      );
    const notes = list('notifications');
    for (const id of [2, 3]) {
      expect(notes.filter((n) => n.employee_id === id).length).toBeGreaterThanOrEqual(3);
      expect(notes.some((n) => n.employee_id === id && n.is_read === 0)).toBe(true);
    }
  });

  it('references only sample files that exist, with matching sizes', () => {
    const refs: Row[] = [];
    const names: string[] = [];
    const walk = (node: any): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        if (typeof node.file_name === 'string' && 'mime' in node) refs.push(node);
        for (const [k, v] of Object.entries(node)) {
          if ((k === 'organization_logo' || k === 'attachment') && typeof v === 'string') names.push(v);
          else walk(v);
        }
      }
    };
    walk(seed);
    expect(refs.length).toBeGreaterThan(50);
    for (const r of refs) expect(fs.statSync(path.join(SAMPLE_FILES_DIR, r.file_name)).size).toBe(r.size);
    for (const n of names) expect(fs.existsSync(path.join(SAMPLE_FILES_DIR, n))).toBe(true);
  });

  it('is built deterministically and the committed db.json is up to date', () => {
    const a = serializeDb(buildSeed());
    const b = serializeDb(buildSeed());
    expect(a).toBe(b);
    expect(a).toBe(fs.readFileSync(SEED_FILE, 'utf8'));
  });
});

describe('lead generator', () => {
  it('adds N leads deterministically with the seed lead shape', () => {
    const a = addGeneratedLeads(seed, 300, 7);
    const b = addGeneratedLeads(seed, 300, 7);
    const c = addGeneratedLeads(seed, 300, 8);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a.leads)).not.toBe(JSON.stringify(c.leads));
    expect(a.leads).toHaveLength(480);
    expect(seed.leads).toHaveLength(180);
    const extra = a.leads.slice(180);
    expect(extra.map((l: Row) => l.id)).toEqual(Array.from({ length: 300 }, (_, i) => 181 + i));
    const shape = (l: Row) =>
      [Object.keys(l), Object.keys(l.initial_info), Object.keys(l.concern_person[0])].map((k) => k.join());
    for (const l of extra) expect(shape(l)).toEqual(shape(seed.leads[0]));
    expect(newestCreatedAt(a)).toBe(newestCreatedAt(seed));
  });

  // How fast is `npm run bench:api`'s business (a benchmark), not a test's.
  it('adds about 5 timeline activities per generated lead, with ids after the seed', () => {
    const big = addGeneratedLeads(seed, 2000, 1) as Record<string, Row[]>;
    expect(big.leads).toHaveLength(2180);
    const seeded = (seed as Record<string, Row[]>)['lead-activities'];
    const added = big['lead-activities'].slice(seeded.length);
    expect(added.length / 2000).toBeGreaterThan(4);
    expect(added.length / 2000).toBeLessThan(6);
    const ids = new Set(big['lead-activities'].map((a) => a.id));
    expect(ids.size).toBe(big['lead-activities'].length);
    expect(Math.min(...added.map((a) => a.id))).toBeGreaterThan(Math.max(...seeded.map((a) => a.id)));
    const generatedLeadIds = new Set(big.leads.slice(180).map((l) => l.id));
    expect(added.every((a) => generatedLeadIds.has(a.lead_id))).toBe(true);
  });

  it('adds prospects and stakeholders deterministically with the seed shape, ids after the seed', () => {
    const counts = { prospects: 400, stakeholders: 30 };
    const a = addGeneratedOrganizations(seed, counts, 3) as Record<string, Row[]>;
    expect(JSON.stringify(a)).toBe(JSON.stringify(addGeneratedOrganizations(seed, counts, 3)));
    for (const [key, n] of [
      ['prospects', 400],
      ['stackholders', 30],
    ] as const) {
      const seeded = list(key);
      const extra = a[key].slice(seeded.length);
      expect(extra).toHaveLength(n);
      const firstId = Math.max(...seeded.map((r) => r.id)) + 1;
      expect(extra.map((r) => r.id)).toEqual(Array.from({ length: n }, (_, i) => firstId + i));
      for (const r of extra) expect(Object.keys(r)).toEqual(Object.keys(seeded[0]));
    }
    // Unique names, so an import of them never meets a duplicate it did not make.
    const names = [
      ...a.prospects.slice(list('prospects').length),
      ...a.stackholders.slice(list('stackholders').length),
    ].map((r) => r.organization_name);
    expect(new Set(names).size).toBe(names.length);
    expect(newestCreatedAt(a)).toBe(newestCreatedAt(seed));
  });
});
