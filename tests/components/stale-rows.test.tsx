import { waitFor } from '@testing-library/react';
import { createAppStore } from '../../src/app/store';
import { auditApi, type AuditFilters } from '../../src/features/audit/api';
import { leadDetailsApi } from '../../src/features/lead-details/api';
import { leadsApi } from '../../src/features/leads/api';
import { readListParams } from '../../src/features/leads/listParams';
import { profileApi } from '../../src/features/profile/api';
import { authApi } from '../../src/session/api';
import { storeSession } from './support/renderApp';
import { ADMIN, STAFF, useTestServer } from './support/server';

// Rows other screens keep in the cache must follow a write made on another screen (src/api/tags.ts).
const server = useTestServer();
beforeEach(() => localStorage.clear());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function adminStore() {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  return createAppStore({ apiUrl: server().baseUrl });
}

test('deleting a lead takes it out of the cached key-account list', async () => {
  const store = await adminStore();
  const args = { page: 1, per_page: 100, search: '' };
  const list = store.dispatch(leadDetailsApi.endpoints.keyAccountList.initiate(args));
  const rows = (await list.unwrap()).data;
  expect(rows.length).toBeGreaterThan(0);
  const id = rows[0].id;

  await store.dispatch(leadsApi.endpoints.deleteLead.initiate(id)).unwrap();
  await waitFor(() => {
    const shown = leadDetailsApi.endpoints.keyAccountList.select(args)(store.getState()).data?.data ?? [];
    expect(shown.map((row) => row.id)).not.toContain(id);
  });
  list.unsubscribe();
});

test('a decision on an access request shows in the cached audit log', async () => {
  const staff = await server().login(STAFF.email, STAFF.password);
  const me = (await server().request('GET', '/get-role-permissions', { token: staff })).body.contents as Json;
  const leads = (await server().request('GET', '/leads?per_page=100&start_date=1970-01-01', { token: staff }))
    .body.contents as Json;
  const lead = leads.data.find((l: Json) => !l.can_edit && l.pending_requests.length === 0);
  const asked = await server().request('POST', '/request-for-leads-edit', {
    token: staff,
    body: { lead_id: lead.id, employee_id: me.user.employee_id },
  });
  expect(asked.status).toBe(201);
  const requestId = (asked.body.contents as Json).id as number;

  const store = await adminStore();
  const filters: AuditFilters = {
    employee: '',
    lead: '',
    start_date: '',
    end_date: '',
    page: 1,
    per_page: 100,
  };
  const log = store.dispatch(auditApi.endpoints.auditLog.initiate(filters));
  expect((await log.unwrap()).data.some((e) => e.request_id === requestId && e.action === 'approved')).toBe(
    false,
  );

  await store
    .dispatch(
      authApi.endpoints.leadsEditRequestAction.initiate({
        id: requestId,
        permissionType: 'Edit',
        actionType: 'approved',
      }),
    )
    .unwrap();
  await waitFor(() => {
    const entries = auditApi.endpoints.auditLog.select(filters)(store.getState()).data?.data ?? [];
    expect(entries.some((e) => e.request_id === requestId && e.action === 'approved')).toBe(true);
  });
  log.unsubscribe();
});

test('a profile update renames the user in the cached leads list', async () => {
  const store = await adminStore();
  const me = await store.dispatch(authApi.endpoints.getRolePermissions.initiate(undefined)).unwrap();
  const args = { ...readListParams(new URLSearchParams('start_date=1970-01-01')), per_page: 100 };
  const list = store.dispatch(leadsApi.endpoints.leads.initiate(args));
  const own = (await list.unwrap()).data.find((row) => row.created_by === me.user.employee_id);
  expect(own?.created_by_name).toBe(me.user.name);

  const renamed = `Renamed Admin ${Date.now()}`;
  await store
    .dispatch(
      profileApi.endpoints.updateProfile.initiate({
        name: renamed,
        email: me.user.email,
        phone: me.user.phone ?? '',
      }),
    )
    .unwrap();
  await waitFor(() => {
    const rows = leadsApi.endpoints.leads.select(args)(store.getState()).data?.data ?? [];
    expect(rows.find((row) => row.id === own!.id)?.created_by_name).toBe(renamed);
  });
  list.unsubscribe();
});
