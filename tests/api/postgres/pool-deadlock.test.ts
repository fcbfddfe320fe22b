import { createTestDatabase, type TestDatabase } from '../../support/pg';
import { startTestServer, type TestServer } from '../../support/test-server';
import { initialInfo, person } from '../lead-wizard-fixtures';

/**
 * Issue 28: a transaction holds one pool connection; a check inside it that read through the
 * pool instead of the transaction waited for a second one. With as many such writers at once as
 * the pool has connections, each held one and waited for another that nobody freed: the server
 * hung. Here a pool of POOL connections takes WRITERS of each kind at once; every one must be
 * answered. (A guard now refuses such a read in tests: server/db/open-transaction.ts.)
 */
const POOL = 2;
const WRITERS = POOL * 2;
/** Only a wedge-breaker: a hung server must fail with this message, not at Jest's timeout. */
const HANG_MS = 20_000;

let database: TestDatabase;
let server: TestServer;
let admin: string;
let staff: string;
let supervisor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({ databaseUrl: database.url, poolSize: POOL });
  admin = await server.login('admin@crms.test', 'Admin#123');
  staff = await server.login('staff@crms.test', 'Staff#123');
  supervisor = await server.login('supervisor@crms.test', 'Super#123');
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function call(method: string, path: string, body?: unknown, token = admin): Promise<Answer> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(HANG_MS),
  }).catch((err: unknown) => {
    throw new Error(`${method} ${path}: no answer within ${HANG_MS} ms (pool of ${POOL} wedged?)`, {
      cause: err,
    });
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** WRITERS calls at once; each must succeed. Returns their answers' `contents`. */
async function allAtOnce(kind: string, one: (i: number) => Promise<Answer>): Promise<unknown[]> {
  const answers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => one(i)));
  const failed = answers.filter((a) => a.status >= 300);
  expect({ kind, failed }).toEqual({ kind, failed: [] });
  return answers.map((a) => a.body?.contents);
}

const idsOf = (rows: unknown[]) => rows.map((r) => (r as { id: number }).id);
const employee = (i: number) => ({
  name: `Pool Writer ${i}`,
  email: `pool-writer-${i}@crms.test`,
  password: 'Secret#12',
  phone: `+88017000010${i}`,
  department_id: 1,
  designation_id: 1,
  role_id: 2,
});

test(`employee creates, updates and deletes, ${WRITERS} at once on a pool of ${POOL}`, async () => {
  const made = idsOf(await allAtOnce('create', (i) => call('POST', '/employees', employee(i))));
  await allAtOnce('update', (i) =>
    call('PUT', `/employees/${made[i]}`, { phone: `+88017000020${i}`, parent_id: 1 }),
  );
  await allAtOnce('delete', (i) => call('DELETE', `/employees/${made[i]}`));
});

test(`master data with references and delete guards, ${WRITERS} at once on a pool of ${POOL}`, async () => {
  const made = idsOf(
    await allAtOnce('create', (i) =>
      call('POST', '/divisions', { name: `Pool Division ${i}`, country_id: 1 }),
    ),
  );
  await allAtOnce('update', (i) => call('PUT', `/divisions/${made[i]}`, { country_id: 1 }));
  await allAtOnce('delete', (i) => call('DELETE', `/divisions/${made[i]}`));
});

test(`lead wizard, activities, access decisions and birthday contacts, ${WRITERS} at once on a pool of ${POOL}`, async () => {
  const leads = idsOf(
    await allAtOnce('lead', (i) =>
      call(
        'POST',
        '/store-leads-initial-info',
        initialInfo({ organization_name: `Pool Lead ${i}`, phone: `+880 1799-5000${i}` }),
      ),
    ),
  );
  await allAtOnce('persons', (i) =>
    call('POST', '/lead-concern-info', { lead_id: leads[i], concern_person_info: [person()] }),
  );
  await allAtOnce('note', (i) =>
    call('POST', '/store-leads-details-note-info', { lead_id: leads[i], note_description: `note ${i}` }),
  );
  const asked = idsOf(
    await allAtOnce('ask', (i) =>
      call('POST', '/request-for-leads-edit', { lead_id: leads[i], employee_id: 3 }, staff),
    ),
  );
  await allAtOnce('decide', (i) =>
    call('POST', '/leads-edit-request-action', { id: asked[i], actionType: 'reject' }, supervisor),
  );
  await allAtOnce('birthday', (i) =>
    call('POST', '/birthday-wish/save', {
      PersonName: `Pool ${i}`,
      ContactEmail: `pool-${i}@crms.test`,
      DOB: '1990-01-01',
    }),
  );
});
