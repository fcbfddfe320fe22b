import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, SUPERVISOR, useTestServer } from './support/server';

const server = useTestServer();
beforeEach(() => localStorage.clear());

// sweetalert2 does not lay out in jsdom: the confirm is recorded and answered "yes" here (the
// browser test tests/e2e/access-request.e2e.ts clicks the real dialog).
const asked: Array<{ text: string; confirmButtonText?: string }> = [];
jest.mock('../../src/lib/confirm', () => ({
  confirm: async (options: { text: string; confirmButtonText?: string }) => {
    asked.push(options);
    return true;
  },
  // Approving also picks the grant's period: answered with the offered default (7 days).
  confirmWithChoice: async (options: { text: string; confirmButtonText?: string } & { initial: string }) => {
    asked.push(options);
    return options.initial;
  },
}));

async function confirmSwal(text: string, button: string) {
  await waitFor(() =>
    expect(asked.at(-1)).toEqual(expect.objectContaining({ text, confirmButtonText: button })),
  );
}

test('the supervisor approves and rejects from the Leads Edit Requests page', async () => {
  storeSession(await server().login(SUPERVISOR.email, SUPERVISOR.password));
  const user = userEvent.setup();
  const view = renderApp('/leads-organization/leads-edit-requests', server().baseUrl);
  await screen.findByRole('heading', { name: 'Leads Edit Requests' });
  for (const header of [
    'ID',
    'Lead ID',
    'Organization Name',
    'Employee Name',
    'Permission Type',
    'Status',
    'Created At',
    'Action',
  ])
    expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
  const table = screen.getByRole('table');
  await waitFor(() =>
    expect(within(table).getAllByRole('button', { name: 'Approve' }).length).toBeGreaterThan(1),
  );
  const before = within(table).getAllByRole('button', { name: 'Approve' }).length;

  await user.click(within(table).getAllByRole('button', { name: 'Approve' })[0]);
  await confirmSwal('Do you want to give the edit request to this employee?', 'Yes, Approve it!');
  expect(await screen.findByText('Request approved successfully.')).toBeInTheDocument();
  await waitFor(() =>
    expect(within(table).getAllByRole('button', { name: 'Approve' })).toHaveLength(before - 1),
  );

  // Let the approval's refetches land first: a click on a row being replaced is lost (CI saw it).
  await settle(view.store);
  await user.click(within(table).getAllByRole('button', { name: 'Reject' })[0]);
  await confirmSwal('Do you want to Reject the edit request?', 'Yes, Reject it!');
  expect(await screen.findByText('Request rejected successfully.')).toBeInTheDocument();
  await waitFor(() =>
    expect(within(table).queryAllByRole('button', { name: 'Approve' })).toHaveLength(before - 2),
  );
  await settle(view.store);
}, 30_000);

test('staff without Leads Edit Requests is refused the page', async () => {
  storeSession(await server().login(STAFF.email, STAFF.password));
  const view = renderApp('/leads-organization/leads-edit-requests', server().baseUrl);
  expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
  await settle(view.store);
}, 30_000);

test('a supervisor with nobody below them sees a clear empty table', async () => {
  const admin = await server().login('admin@crms.test', 'Admin#123');
  const created = await server().request('POST', '/employees', {
    token: admin,
    body: {
      name: 'Lonely Supervisor',
      email: 'lonely.supervisor@crms.test',
      password: 'Secret#1',
      phone: '+8801700000077',
      address: 'Somewhere',
      parent_id: null,
      department_id: 1,
      designation_id: 1,
      role_id: 2,
    },
  });
  expect(created.status).toBe(201);
  storeSession(await server().login('lonely.supervisor@crms.test', 'Secret#1'));
  const view = renderApp('/leads-organization/leads-edit-requests', server().baseUrl);
  expect(await screen.findByText('No pending requests.')).toBeInTheDocument();
  await settle(view.store);
}, 30_000);
