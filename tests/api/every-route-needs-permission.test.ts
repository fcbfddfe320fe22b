import { startTestServer, type TestServer } from '../support/test-server';
import { MASTER_CASES } from './support/master-table';
import { ADMIN, STAFF } from '../support/demo-accounts';
import { concretePath, signedInRoutes } from './support/route-sweep';

// The 403 half of the route sweep (every-route-needs-sign-in is the 401 half): the staff role is
// stripped of every permission, then every route of the real route table is called as staff. Each
// must answer 403 with the permission envelope, unless it is listed below as open to any signed-in
// user, with the reason. A route a slice adds without a permission check fails here by name.

/**
 * Open to every signed-in user, each for its reason; each still limits what it answers or changes
 * to the caller. Not called here (logout would end the session): their own tests cover them.
 */
const ANY_SIGNED_IN: Record<string, string> = {
  'POST /api/logout': 'ends only the caller’s own session',
  'GET /api/get-role-permissions': 'the caller’s own profile and permissions',
  'POST /api/user-password-change': 'the caller’s own password',
  'POST /api/user-profile-update': 'the caller’s own profile (another’s needs employees)',
  'GET /api/assigned-employee-notifications': 'the caller’s own bell',
  'POST /api/mark-notification-read': 'the caller’s own notifications',
  'POST /api/check-edit-permission': 'the caller’s own access requests',
  'POST /api/request-for-leads-edit': 'anyone who meets a lead may ask for access to it',
  'POST /api/request-for-leads-details': 'anyone who meets a lead may ask for access to it',
  'GET /api/all-leads-edit-requests': 'empty without Leads Edit Requests (asked after every sign-in)',
  'GET /api/search': 'each section only with its own permission, restricted leads by the policy',
  'GET /api/uploads/:name': 'the file policy asks about the record that owns the file',
  'POST /api/upload-file':
    'a file for the caller’s next form; nobody else may read it until a record owns it',
};

/**
 * Master data and the location cascades: every form's dropdowns need them, so any signed-in user
 * reads them (writes need each table's permission). Employees' phones and addresses stay out.
 */
const LOOKUPS = new Set([
  'GET /api/country-list',
  'POST /api/divisions-by-country',
  'POST /api/districts-by-division',
  'POST /api/zones-by-district',
  'POST /api/thanas-by-district',
  'POST /api/get-information-sources',
  'GET /api/categories/tree',
  'GET /api/get-employee-tree-view',
]);
const isMasterRead = (route: string) =>
  route.startsWith('GET ') &&
  MASTER_READS.some((c) => route === `GET /api/${c}` || route === `GET /api/${c}/:id(\\d+)`);
const MASTER_READS = [
  ...new Set([
    ...MASTER_CASES.map((c) => c.collection),
    'countries',
    'units',
    'roles',
    'document-categories',
    'influencing-roles',
    'designations',
  ]),
];

let server: TestServer;
let staff: string;
let routes: string[];

beforeAll(async () => {
  server = await startTestServer();
  routes = await signedInRoutes();
  const admin = await server.login(ADMIN.email, ADMIN.password);
  // Sales Executive (role 3) is the staff account's role.
  const stripped = await server.request('POST', '/roles/3/permissions/sync', {
    token: admin,
    body: { permissions: [] },
  });
  expect(stripped.status).toBe(200);
  staff = await server.login(STAFF.email, STAFF.password);
});
afterAll(() => server.close());

test('the staff account now holds no permission at all', async () => {
  const me = await server.request('GET', '/get-role-permissions', { token: staff });
  expect(me.body.contents.permissions).toEqual([]);
});

test('every route answers 403 to a user without permissions, except the few open to anyone signed in', async () => {
  const open: string[] = [];
  for (const route of routes) {
    if (route in ANY_SIGNED_IN || LOOKUPS.has(route) || isMasterRead(route)) continue;
    const [method, pattern] = route.split(' ');
    const res = await server.request(method, concretePath(pattern), {
      token: staff,
      body: method === 'GET' ? undefined : {},
    });
    if (res.status !== 403 || res.body?.message !== 'You do not have permission to perform this action.')
      open.push(`${route} → ${res.status} ${res.body?.message ?? ''}`);
  }
  expect(open).toEqual([]);
});

test('the routes open to anyone signed in still exist (the lists above are not stale)', () => {
  for (const route of [...Object.keys(ANY_SIGNED_IN), ...LOOKUPS]) expect(routes).toContain(route);
  expect(routes.filter(isMasterRead).length).toBeGreaterThanOrEqual(2 * MASTER_READS.length);
});

test('lookups answer a user without permissions (the forms’ dropdowns)', async () => {
  const failing: string[] = [];
  for (const route of routes.filter((r) => LOOKUPS.has(r) || isMasterRead(r))) {
    const [method, pattern] = route.split(' ');
    const body = method === 'GET' ? undefined : { country_id: 1, division_id: 1, district_id: 1 };
    const res = await server.request(method, concretePath(pattern), { token: staff, body });
    if (res.status !== 200) failing.push(`${route} → ${res.status}`);
  }
  expect(failing).toEqual([]);
});
