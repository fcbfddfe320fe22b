/**
 * Table-driven: for every descriptor of the app's master-data table (src/features/master-data),
 * create, edit and delete a record through the real API using the descriptor's own fields and
 * payload mapping, and read it back through the descriptor's own columns. A descriptor that
 * drifts from the server (field name, kind, endpoint, response shape) fails here.
 */
import { ALL_DESCRIPTORS, descriptorFor } from '../../src/features/master-data/descriptors';
import { initialValues, toPayload } from '../../src/features/master-data/payload';
import type {
  FieldDescriptor,
  FormValues,
  MasterDescriptor,
  MasterRow,
} from '../../src/features/master-data/types';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin@crms.test', 'Admin#123');
}, 30_000);
afterAll(() => server?.close());

const firstId = async (collection: string): Promise<number> => {
  const res = await server.request('GET', `/${collection}`, { token });
  expect(res.status).toBe(200);
  return res.body.contents[0].id;
};
const CASCADE_LIST = { country: 'countries', division: 'divisions', district: 'districts' } as const;

/** A valid sample value for one field, by kind (`tag` keeps unique fields unique). */
async function sample(field: FieldDescriptor, tag: string): Promise<FormValues> {
  switch (field.kind) {
    case 'text':
      return { [field.name]: field.name === 'lead_stage' ? `stage_${tag}` : `${field.label} ${tag}` };
    case 'textarea':
      return { [field.name]: `Some ${field.label.toLowerCase()}` };
    case 'email':
      return { [field.name]: `user.${tag}@example.test` };
    case 'password':
      return { [field.name]: 'Secret#123' };
    case 'number':
      return { [field.name]: '7' };
    case 'color':
      return { [field.name]: '#12ab9f' };
    case 'ref':
      return { [field.name]: String(await firstId(field.ref!)) };
    case 'tree':
      return { [field.name]: String(await firstId(field.tree!)) };
    case 'cascade':
      return { [field.name]: String(await firstId(CASCADE_LIST[field.depth ?? 'district'])) };
    case 'dateRange':
      return { start_date: '2026-03-01', end_date: '2026-03-05' };
    case 'addresses':
      return {
        [field.name]: [
          { phone: '0123', country: 'Bangladesh', state: 'Dhaka', city: 'Dhaka', area: 'Gulshan' },
        ],
      };
  }
}

async function formFor(d: MasterDescriptor, tag: string): Promise<FormValues> {
  const values: FormValues = {};
  for (const field of d.fields) Object.assign(values, await sample(field, tag));
  return values;
}

/** The text the first column shows for a row (name, type, stage, user name...). */
const shown = (d: MasterDescriptor, row: MasterRow) => d.columns[0].value(row);
const listRows = async (d: MasterDescriptor): Promise<MasterRow[]> =>
  (await server.request('GET', `/${d.collection}`, { token })).body.contents;

describe.each(ALL_DESCRIPTORS.map((d) => [d.path, d] as const))('%s', (_path, d) => {
  test('create, edit and delete through the descriptor', async () => {
    const tag = `${d.path}-${Date.now()}`;
    const created = await server.request('POST', `/${d.collection}`, {
      token,
      body: toPayload(d, await formFor(d, tag), 'create'),
    });
    expect([created.status, created.body.errors]).toEqual([201, undefined]);
    expect(created.body.message).toMatch(/created successfully\.$/);
    const id = created.body.contents.id as number;

    // Edit starts from the row as the list returns it (the dialog's prefill), changes the name.
    const row = (await listRows(d)).find((r) => r.id === id)!;
    expect(row).toBeDefined();
    const renamed = await sample(d.fields[0], `${tag}-upd`);
    const editValues = { ...initialValues(d, row), ...renamed };
    const updated = await server.request('PUT', `/${d.collection}/${id}`, {
      token,
      body: toPayload(d, editValues, 'edit'),
    });
    expect([updated.status, updated.body.errors]).toEqual([200, undefined]);
    const after = (await listRows(d)).find((r) => r.id === id)!;
    expect(shown(d, after)).toContain(String(Object.values(renamed)[0]).replace(/_/g, ' ')); // stages show as words

    const removed = await server.request('DELETE', `/${d.collection}/${id}`, { token });
    expect([removed.status, removed.body.message]).toEqual([
      200,
      expect.stringMatching(/deleted successfully\.$/),
    ]);
    expect((await listRows(d)).some((r) => r.id === id)).toBe(false);
  });

  test('an empty create reports the required fields under their own keys', async () => {
    const res = await server.request('POST', `/${d.collection}`, { token, body: toPayload(d, {}, 'create') });
    expect(res.status).toBe(422);
    const required = d.fields
      .filter((f) => f.required)
      .flatMap((f) => (f.kind === 'dateRange' ? ['start_date', 'end_date'] : [f.name]));
    expect(Object.keys(res.body.errors).sort()).toEqual(expect.arrayContaining(required.sort()));
  });
});

describe.each(ALL_DESCRIPTORS.map((d) => [d.path, d] as const))('%s search', (_path, d) => {
  test('the search box finds a row by the text its first column shows', async () => {
    if (d.search.mode === 'server') {
      const row = (await listRows(d))[0];
      const res = await server.request(
        'GET',
        `/country-list?page=1&per_page=10&search=${encodeURIComponent(shown(d, row))}`,
        { token },
      );
      expect((res.body.contents.data as MasterRow[]).map((r) => r.id)).toContain(row.id);
      return;
    }
    const rows = await listRows(d);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(d.search.text(row).toLowerCase()).toContain(shown(d, row).toLowerCase());
  });
});

test('payload: price is sent as a number, an empty password is left out on edit only, a cascade sends its deepest id', () => {
  const products = descriptorFor('products');
  expect(toPayload(products, { name: 'P', unit_id: '2', price: '1234.50' }, 'create')).toMatchObject({
    unit_id: 2,
    price: 1234.5,
    category_id: null,
  });
  const employees = descriptorFor('employees');
  expect(toPayload(employees, { name: 'E', password: '' }, 'edit')).not.toHaveProperty('password');
  expect(toPayload(employees, { name: 'E', password: '' }, 'create')).toHaveProperty('password', '');
  expect(toPayload(employees, { name: 'E', password: 'Secret#1' }, 'edit')).toHaveProperty(
    'password',
    'Secret#1',
  );
  const zones = toPayload(
    descriptorFor('zones'),
    { name: 'Z', country_id: '1', division_id: '2', district_id: '3' },
    'create',
  );
  expect(zones).toEqual({ name: 'Z', district_id: 3 });
});
