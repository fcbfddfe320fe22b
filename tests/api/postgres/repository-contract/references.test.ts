import type { Doc, Row } from '../../../../server/db/row';
import { MASTER } from '../../../../server/master/descriptors';
import { EMPLOYEE_USAGE } from '../../../../server/master/employee-routes';
import type { Usage } from '../../../../server/master/types';
import type { TableCollection } from '../../../../server/stored/collections';
import { AT } from './account-rows';
import { type BothStores, openBoth, seedEmployees, seedExhibitions } from './both-stores';
import { activityDoc, leadDoc } from './lead-rows';

/**
 * repos.references (server/master/references.ts) on both stores: every delete guard of the master
 * descriptors and of employees counts the same records on the same rows, and the rows seeded make
 * each guard count something (a guard that always answers 0 on one store would pass otherwise).
 */
let both: BothStores;
const ids: Partial<Record<TableCollection, number[]>> = {};

const seedMany = async (collection: TableCollection, docs: Doc[]) => {
  ids[collection] = [];
  for (const doc of docs) ids[collection].push((await both.seed(collection, doc)).id);
  return ids[collection];
};
const named = (...names: string[]) => names.map((name) => ({ name, created_at: AT }));
const ref = (id: number, name: string) => ({ id, name });
const person = (designation: number, role: number, department: number) => ({
  name: 'Rina',
  phone: ['01711000000'],
  email: [],
  dob: null,
  designation: ref(designation, 'D'),
  role: ref(role, 'R'),
  department: ref(department, 'Dep'),
  gender: null,
  attachment: null,
  social_networks: [],
});
const organization = (name: string, extra: Doc): Doc => ({
  organization_name: name,
  industry_id: null,
  phone: '01711000000',
  address: 'Road 1',
  website_link: '',
  exhibitions: [],
  social_networks: [],
  concern_person_info: [],
  created_by: null,
  created_at: AT,
  updated_at: AT,
  ...extra,
});

beforeAll(async () => {
  both = await openBoth();
  const [dep1, dep2] = await seedMany('departments', [
    { name: 'Sales', code: null, short_name: null, description: null, created_at: AT },
    { name: 'Ops', code: null, short_name: null, description: null, created_at: AT },
  ]);
  const [des1, des2] = await seedMany('designations', named('Manager', 'Clerk'));
  const [role1, role2] = await seedMany('influencing-roles', named('Buyer', 'User'));
  const [source] = await seedMany('information-sources', [
    { name: 'Web', description: null, created_at: AT },
  ]);
  const [ind1, ind2] = await seedMany('industries', [
    { type: 'Jute', description: null, created_at: AT },
    { type: 'Tea', description: null, created_at: AT },
  ]);
  const [country] = await seedMany('countries', named('Bangladesh'));
  const [division] = await seedMany('divisions', [{ name: 'Dhaka', country_id: country, created_at: AT }]);
  const [district] = await seedMany('districts', [{ name: 'Dhaka', division_id: division, created_at: AT }]);
  await seedMany('thanas', [{ name: 'Gulshan', district_id: district, created_at: AT }]);
  const [zone] = await seedMany('zones', [{ name: 'North', district_id: district, created_at: AT }]);
  const [unit] = await seedMany('units', named('Kg', 'Box'));
  const [parent] = await seedMany('categories', [{ name: 'Fibre', parent_category: null, created_at: AT }]);
  await seedMany('categories', [{ name: 'Raw', parent_category: parent, created_at: AT }]);
  await seedMany('products', [
    { name: 'Yarn', unit_id: unit, category_id: parent, price: 3, description: null, created_at: AT },
  ]);
  const [docCategory] = await seedMany('document-categories', named('Brochures', 'Photos'));
  await seedMany('lead-stages', [
    { lead_stage: 'New', color: '#fff', order: 1, created_at: AT },
    { lead_stage: 'Won', color: '#0f0', order: 2, created_at: AT },
  ]);
  const employees = (ids.employees = await seedEmployees(both, 4));
  const [e1, e2, e3, e4] = employees;
  const fairs = (ids.exhibitions = await seedExhibitions(both, 3));
  const role = await both.write((s, tx) =>
    s.repos.roles.insert(tx, { name: 'Sales', permission_ids: [], created_at: AT }),
  );
  const user = await both.seed('users', {
    name: 'Boss',
    email: 'boss@example.com',
    password_hash: null,
    created_at: AT,
  });
  await both.seed('employees', {
    user_id: user.id,
    phone: '01700000009',
    address: 'Dhaka',
    parent_id: e1,
    department_id: dep1,
    designation_id: des1,
    role_id: role.id,
    profile_picture: null,
    created_at: AT,
  });

  const lead = (name: string, info: Doc, extra: Doc = {}) => {
    const base = leadDoc(name, AT, 'New', [[fairs[0], e1, e2]]);
    return both.seed('leads', {
      ...base,
      initial_info: { ...(base.initial_info as Doc), ...info },
      ...extra,
    });
  };
  const l1 = await lead(
    'Acme',
    { industry_id: ind1, information_source_id: source, country_id: country, division_id: division },
    { created_by: e1, concern_person: [person(des1, role1, dep1), person(des1, role2, dep1)] },
  );
  await lead('Beta', { district_id: district, zone_id: zone, industry_id: ind1 }, { created_by: e1 });
  await both.seed('leads', {
    ...leadDoc('Gamma', AT, 'Won', [
      [fairs[1], e2, e2],
      [fairs[1], e3, null],
    ]),
  });
  await both.seed('stackholders', organization('Delta', { industry_id: ind2, created_by: e2 }));
  for (const collection of ['prospects', 'stackholders'] as const)
    await both.seed(
      collection,
      organization('Epsilon', {
        industry_id: ind1,
        exhibitions: [fairs[0], fairs[2]],
        created_by: e3,
        concern_person_info: [person(des2, role1, dep2)],
      }),
    );
  await both.seed('documents', {
    file_name: 'Flyer',
    category_id: docCategory,
    exhibition_id: fairs[2],
    files: [],
    created_by: e4,
    created_at: AT,
  });
  await both.seed('lead-activities', {
    ...activityDoc(l1.id, 'task', AT, 'N', [e3, e4, e3]),
    created_by: e3,
  });
  await both.seed('lead-activities', { ...activityDoc(l1.id, 'note', AT), created_by: e2 });
  await both.seed('lead-permissions', {
    lead_id: l1.id,
    employee_id: e4,
    permission_type: 'Edit',
    status: 'pending',
    created_at: AT,
    acted_by: null,
    acted_at: null,
  });
}, 60_000);
afterAll(() => both?.close());

/** Every guard's count for every row of its collection, on both stores. */
async function countsOf(collection: TableCollection, usages: Usage[]): Promise<number[]> {
  const rows: Row[] = await both.same((s) => s.table(collection).list());
  const counts: number[] = [];
  for (const row of rows)
    for (const usage of usages)
      counts.push(await both.same((s) => s.repos.references.count(usage.reference, usage.keyOf(row))));
  return counts;
}

test.each(MASTER.filter((d) => d.usedBy?.length).map((d) => [d.collection, d.usedBy!] as const))(
  "%s: each delete guard's counts agree, and some count",
  async (collection, usages) => {
    const counts = await countsOf(collection, usages);
    expect(counts.length).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeGreaterThan(0);
  },
);

test('employees: each delete guard counts the same, and every one of them counts something', async () => {
  const rows = await both.same((s) => s.table('employees').list());
  for (const usage of EMPLOYEE_USAGE) {
    const counts = [];
    for (const row of rows)
      counts.push(await both.same((s) => s.repos.references.count(usage.reference, usage.keyOf(row))));
    expect([usage.label, Math.max(...counts)]).not.toEqual([usage.label, 0]);
  }
  // Employee 3: assigned on Gamma (one lead though two blocks), an actor of one activity (creator
  // and assignee twice over), creator of two organizations.
  const e3 = ids.employees![2];
  const count = (usage: Usage) => both.same((s) => s.repos.references.count(usage.reference, e3));
  expect(await Promise.all(EMPLOYEE_USAGE.map(count))).toEqual([0, 0, 1, 1, 1, 1, 0, 0]);
});

test('a key no row holds, or of another type, counts 0 on both stores', async () => {
  const stage = { collection: 'leads', name: 'lead_stage' } as const;
  expect(await both.same((s) => s.repos.references.count(stage, 'New'))).toBe(2);
  expect(await both.same((s) => s.repos.references.count(stage, 'new'))).toBe(0);
  expect(await both.same((s) => s.repos.references.count(stage, 1))).toBe(0);
  const byDepartment = { collection: 'employees', name: 'department_id' } as const;
  for (const key of [999, '1', null, undefined, 1.5])
    expect(await both.same((s) => s.repos.references.count(byDepartment, key))).toBe(0);
});
