import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, SUPERVISOR, useTestServer } from './support/server';
import { leadsApi } from '../../src/features/leads/api';
import { accessApi } from '../../src/session/accessApi';

const server = useTestServer();
beforeEach(() => localStorage.clear());

// sweetalert2 does not lay out in jsdom: the confirm is recorded and answered here.
const asked: Array<{ text: string; confirmButtonText?: string }> = [];
let answer = true;
jest.mock('../../src/lib/confirm', () => ({
  confirm: async (options: { text: string; confirmButtonText?: string }) => {
    asked.push(options);
    return answer;
  },
}));

const shownMenu = async () =>
  within(
    await waitFor(() => {
      const menu = document.querySelector('.dropdown-menu.show');
      expect(menu).not.toBeNull();
      return menu as HTMLElement;
    }),
  );

/** Staff signed in, the list searched down to a lead staff has not asked about and cannot edit. */
async function openRequestableLead() {
  const token = await server().login(STAFF.email, STAFF.password);
  storeSession(token);
  const res = await server().request('GET', '/leads?per_page=100&start_date=1970-01-01', { token });
  const lead = (
    res.body.contents as {
      data: Array<{
        id: number;
        can_edit: boolean;
        pending_requests: string[];
        initial_info: { organization_name: string };
      }>;
    }
  ).data.find((l) => !l.can_edit && l.pending_requests.length === 0)!;
  const view = renderApp(
    `/leads-organization/leads-index?start_date=1970-01-01&search=${encodeURIComponent(lead.initial_info.organization_name)}`,
    server().baseUrl,
  );
  return { lead, view };
}

test('staff requests edit access from the row menu: confirm, toast, then Requested (disabled)', async () => {
  const { lead, view } = await openRequestableLead();
  const user = userEvent.setup();
  // The row's button is swapped for the open menu's toggle and back: find it afresh each time.
  const toggle = () => screen.getByRole('button', { name: `Actions for lead ${lead.id}` });
  await screen.findByRole('button', { name: `Actions for lead ${lead.id}` });
  await settle(view.store);

  // Cancelled: nothing is sent.
  answer = false;
  await user.click(toggle());
  await user.click((await shownMenu()).getByRole('button', { name: 'Request for Edit' }));
  await waitFor(() =>
    expect(asked.at(-1)).toEqual(
      expect.objectContaining({
        text: 'Would you like to request permission to edit this record?',
        confirmButtonText: 'Yes, request it!',
      }),
    ),
  );
  await settle(view.store);

  answer = true;
  await user.click(toggle());
  await user.click((await shownMenu()).getByRole('button', { name: 'Request for Edit' }));
  expect(await screen.findByText('Edit request sent successfully.')).toBeInTheDocument();
  await settle(view.store);
  await user.click(screen.getByRole('button', { name: `Actions for lead ${lead.id}` }));
  const requested = (await shownMenu()).getByRole('button', { name: 'Requested' });
  expect(
    requested.getAttribute('aria-disabled') === 'true' || (requested as HTMLButtonElement).disabled,
  ).toBe(true);
  expect(asked).toHaveLength(2);
  await settle(view.store);
}, 30_000);

/**
 * Holds the app's GET /leads answers (the real server's) until `release()`: the list's re-read after
 * a request cannot land first, so what the row shows meanwhile comes from the cache alone.
 */
function holdListReads() {
  const realFetch = global.fetch;
  const held: Array<() => void> = [];
  let holding = true;
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = realFetch(input, init);
    if (holding && request.method === 'GET' && new URL(request.url).pathname.endsWith('/leads'))
      await new Promise<void>((resolve) => held.push(resolve));
    return answer;
  }) as typeof fetch;
  return {
    heldCount: () => held.length,
    release() {
      holding = false;
      global.fetch = realFetch;
      held.splice(0).forEach((resolve) => resolve());
    },
  };
}

test('a sent request shows Requested in the row at once, before the list is read again', async () => {
  const { lead, view } = await openRequestableLead();
  const user = userEvent.setup();
  await screen.findByRole('button', { name: `Actions for lead ${lead.id}` });
  await settle(view.store);
  const gate = holdListReads();
  try {
    answer = true;
    await user.click(screen.getByRole('button', { name: `Actions for lead ${lead.id}` }));
    await user.click((await shownMenu()).getByRole('button', { name: 'Request for Edit' }));
    expect(await screen.findByText('Edit request sent successfully.')).toBeInTheDocument();
    // The list's re-read is on its way and held: the row must not wait for it.
    await waitFor(() => expect(gate.heldCount()).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: `Actions for lead ${lead.id}` }));
    const menu = await shownMenu();
    expect(menu.getByRole('button', { name: 'Requested' })).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Request for Edit' })).toBeNull();
  } finally {
    gate.release();
  }
  await settle(view.store);
}, 30_000);

// Popper repositions an open menu on a later tick: let that land inside act.
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

test('delete asks without a title, then toasts the server’s success or failure message', async () => {
  const token = await server().login(SUPERVISOR.email, SUPERVISOR.password);
  storeSession(token);
  const res = await server().request('GET', '/leads?per_page=2&start_date=1970-01-01', { token });
  const [first, second] = (res.body.contents as { data: Array<{ id: number }> }).data;
  const user = userEvent.setup();
  const view = renderApp('/leads-organization/leads-index?start_date=1970-01-01', server().baseUrl);
  await screen.findByRole('button', { name: `Actions for lead ${first.id}` });
  await settle(view.store);

  answer = true;
  const before = asked.length;
  await flush();
  await user.click(screen.getByRole('button', { name: `Actions for lead ${first.id}` }));
  await user.click((await shownMenu()).getByRole('button', { name: 'Delete' }));
  await flush();
  expect(await screen.findByText('Lead deleted successfully.')).toBeInTheDocument();
  expect(asked[before]).toEqual({
    text: 'Are you sure you want to remove it',
    confirmButtonText: 'Yes, Delete it',
  });
  expect((await server().request('GET', `/leads/${first.id}`, { token })).status).toBe(404);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: `Actions for lead ${first.id}` })).toBeNull(),
  );
  await settle(view.store);

  // Deleted elsewhere meanwhile: the failure toast carries the server's message.
  expect((await server().request('DELETE', `/leads/${second.id}`, { token })).status).toBe(200);
  await flush();
  await user.click(screen.getByRole('button', { name: `Actions for lead ${second.id}` }));
  await user.click((await shownMenu()).getByRole('button', { name: 'Delete' }));
  await flush();
  expect(await screen.findByText('Lead not found.')).toBeInTheDocument();
  await settle(view.store);

  // Cancelled: nothing is deleted.
  answer = false;
  const third = (
    (await server().request('GET', '/leads?per_page=1&start_date=1970-01-01', { token })).body.contents as {
      data: Array<{ id: number }>;
    }
  ).data[0];
  await waitFor(() =>
    expect(screen.getByRole('button', { name: `Actions for lead ${third.id}` })).toBeInTheDocument(),
  );
  await flush();
  await user.click(screen.getByRole('button', { name: `Actions for lead ${third.id}` }));
  await user.click((await shownMenu()).getByRole('button', { name: 'Delete' }));
  await flush();
  await waitFor(() => expect(asked.at(-1)?.text).toBe('Are you sure you want to remove it'));
  await settle(view.store);
  expect((await server().request('GET', `/leads/${third.id}`, { token })).status).toBe(200);
  answer = true;
}, 30_000);

test('a row whose grant ended since the list was read stops advertising it after the re-check', async () => {
  const { lead, view } = await openRequestableLead();
  const user = userEvent.setup();
  await screen.findByRole('button', { name: `Actions for lead ${lead.id}` });
  await settle(view.store);
  // The list as it was read while a 1-day Edit grant was active (the grant has ended since).
  const queries = (view.store.getState() as { api: { queries: Record<string, { originalArgs?: unknown }> } })
    .api.queries;
  const args = Object.entries(queries).find(([key]) => key.startsWith('leads('))![1].originalArgs;
  const until = new Date(Date.now() + 3_600_000).toISOString();
  const employeeId = (view.store.getState() as { auth: { user: { employee_id: number } } }).auth.user
    .employee_id;
  act(() => {
    view.store.dispatch(
      leadsApi.util.updateQueryData('leads', args as never, (draft) => {
        const row = draft.data.find((r) => r.id === lead.id)!;
        row.can_edit = true;
        row.grant_ends = { Edit: until };
      }),
    );
    view.store.dispatch(
      accessApi.util.updateQueryData('checkEditPermission', employeeId, (draft) => {
        draft.push({ lead_id: lead.id, status: 'approved', permission_type: 'Edit' });
      }),
    );
  });
  expect(await screen.findByText(/^Edit access until/)).toBeInTheDocument();

  answer = false;
  await user.click(screen.getByRole('button', { name: `Actions for lead ${lead.id}` }));
  await user.click((await shownMenu()).getByRole('button', { name: 'Edit' }));
  await waitFor(() =>
    expect(asked.at(-1)?.text).toBe('Would you like to request permission to edit this record?'),
  );
  // Cancelled, and the row shows the server's truth again.
  await waitFor(() => expect(screen.queryByText(/^Edit access until/)).toBeNull());
  await settle(view.store);
}, 30_000);

test('the row menu follows the row’s server flags, not the caller’s cached access records', async () => {
  const { lead, view } = await openRequestableLead();
  const user = userEvent.setup();
  await screen.findByRole('button', { name: `Actions for lead ${lead.id}` });
  await settle(view.store);
  // The cached records claim an Edit grant the server's row (can_edit false) does not show.
  const employeeId = (view.store.getState() as { auth: { user: { employee_id: number } } }).auth.user
    .employee_id;
  act(() => {
    view.store.dispatch(accessApi.endpoints.checkEditPermission.initiate(employeeId) as never);
  });
  await settle(view.store);
  act(() => {
    view.store.dispatch(
      accessApi.util.updateQueryData('checkEditPermission', employeeId, (draft) => {
        draft.push({ lead_id: lead.id, status: 'approved', permission_type: 'Edit' });
      }),
    );
  });
  await user.click(screen.getByRole('button', { name: `Actions for lead ${lead.id}` }));
  const menu = await shownMenu();
  expect(menu.getByRole('button', { name: 'Request for Edit' })).toBeInTheDocument();
  expect(menu.queryByRole('button', { name: 'Edit' })).toBeNull();
  await settle(view.store);
}, 30_000);
