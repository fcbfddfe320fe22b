import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, SUPERVISOR, useTestServer } from './support/server';

// The details page against the real server: the timeline's tabs and counts, the forms' checks,
// a save that refreshes the counts, and a restricted lead that shows only the request prompt.

jest.setTimeout(30_000);

const server = useTestServer();
beforeEach(() => localStorage.clear());

const asked: Array<{ text: string }> = [];
// What the confirm answers (Cancel unless a test says otherwise).
let mockConfirmAnswer = false;
jest.mock('../../src/lib/confirm', () => ({
  confirm: async (options: { text: string }) => {
    asked.push(options);
    return mockConfirmAnswer;
  },
}));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function leads(token: string): Promise<Json[]> {
  const res = await server().request('GET', '/leads?per_page=100&start_date=1970-01-01', { token });
  return (res.body.contents as Json).data;
}

async function openDetails(email: string, password: string, pick: (l: Json) => boolean) {
  const token = await server().login(email, password);
  storeSession(token);
  const lead = (await leads(token)).find(pick)!;
  const view = renderApp(`/leads-organization/${lead.id}/leads-details`, server().baseUrl);
  return { token, lead, view };
}

const countOf = (key: string) => Number(screen.queryByTestId(`count-${key}`)?.textContent ?? 0);

test('the timeline shows its tabs in order with the counts, and a tab filters the items', async () => {
  const { token, lead, view } = await openDetails(SUPERVISOR.email, SUPERVISOR.password, () => true);
  await screen.findByRole('heading', { name: 'Activity Timeline' });
  await settle(view.store);
  const read = await server().request('POST', '/get-leads-details-tab-count-and-data', {
    token,
    body: { lead_id: lead.id },
  });
  const counts = (read.body.contents as Json).counts;
  const tabs = within(screen.getByRole('heading', { name: 'Activity Timeline' }).closest('section')!)
    .getAllByRole('tab')
    .map((t) => t.textContent?.replace(/\d+$/, ''));
  expect(tabs).toEqual(['All', 'Note', 'Log Activity', 'Task', 'SMS', 'Email', 'File']);
  for (const key of ['all', 'note', 'log', 'task', 'sms', 'email', 'file'])
    expect(countOf(key)).toBe(counts[key]);
  expect(screen.getAllByTestId('timeline-item')).toHaveLength(counts.all);
  const user = userEvent.setup();
  const section = screen.getByRole('heading', { name: 'Activity Timeline' }).closest('section')!;
  const logTab = within(section).getAllByRole('tab')[2];
  await user.click(logTab);
  expect(screen.queryAllByTestId('timeline-item')).toHaveLength(counts.log);
  // Forms in their own order.
  const formTabs = within(document.getElementById('activity-forms')!.closest('div')!.parentElement!)
    .getAllByRole('tab')
    .slice(0, 6)
    .map((t) => t.textContent);
  expect(formTabs).toEqual(['Log Activity', 'Task', 'Note', 'SMS', 'Email', 'File']);
});

test("the summary's collapsible sections are named by their titles alone, not their arrows", async () => {
  const { view } = await openDetails(SUPERVISOR.email, SUPERVISOR.password, () => true);
  const user = userEvent.setup();
  for (const title of ['Concern Persons', 'Details']) {
    const toggle = await screen.findByRole('button', { name: title });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
  }
  await settle(view.store);
});

test('the task and email forms check their required fields; a note saves and its count grows', async () => {
  const { view } = await openDetails(STAFF.email, STAFF.password, (l) => l.is_disabled === 0);
  await screen.findByRole('heading', { name: 'Activity Timeline' });
  await settle(view.store);
  const user = userEvent.setup();
  const forms = document.getElementById('activity-forms')!.parentElement!;
  await user.click(within(forms).getByRole('tab', { name: 'Task' }));
  const task = await screen.findByRole('form', { name: 'Task' });
  await user.click(within(task).getByRole('button', { name: 'Save' }));
  for (const message of [
    'The task title field is required.',
    'The type field is required.',
    'The start date field is required.',
    'The priority field is required.',
  ])
    expect(await within(task).findByText(message)).toBeInTheDocument();
  // The first reminder row is always there and cannot be removed; Add shows on the last row.
  expect(within(task).queryByRole('button', { name: /^Remove reminder/ })).toBeNull();
  await user.click(within(task).getByRole('button', { name: 'Add Reminder' }));
  expect(within(task).getAllByRole('button', { name: /^Remove reminder/ })).toHaveLength(2);
  expect(within(task).getAllByRole('button', { name: 'Add Reminder' })).toHaveLength(1);
  // Up to the 20 reminders the server takes: the add button goes at the twentieth row.
  for (let rows = 2; rows < 20; rows++)
    await user.click(within(task).getByRole('button', { name: 'Add Reminder' }));
  expect(within(task).getAllByLabelText(/^Reminder \d+ date/)).toHaveLength(20);
  expect(within(task).queryByRole('button', { name: 'Add Reminder' })).toBeNull();
  await user.click(within(task).getAllByRole('button', { name: /^Remove reminder/ })[19]);
  expect(within(task).getByRole('button', { name: 'Add Reminder' })).toBeInTheDocument();

  await user.click(within(forms).getByRole('tab', { name: 'Email' }));
  const email = await screen.findByRole('form', { name: 'Email' });
  await user.click(within(email).getByRole('button', { name: 'Save' }));
  expect(await within(email).findByText('The subject field is required.')).toBeInTheDocument();
  expect(within(email).getByText('The body field is required.')).toBeInTheDocument();

  await user.click(within(forms).getByRole('tab', { name: 'File' }));
  const files = await screen.findByRole('form', { name: 'File' });
  await user.click(within(files).getByRole('button', { name: 'Save' }));
  expect(await within(files).findByRole('alert')).toHaveTextContent('Please select at least one file.');

  await user.click(within(forms).getByRole('tab', { name: 'Note' }));
  const note = await screen.findByRole('form', { name: 'Note' });
  const before = countOf('note');
  await user.click(within(note).getByRole('button', { name: 'Save' }));
  expect(await within(note).findByText('The note description field is required.')).toBeInTheDocument();
  await user.type(within(note).getByLabelText('Note Description'), 'Met at the fair');
  await user.click(within(note).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(countOf('note')).toBe(before + 1));
  await waitFor(() => expect(within(note).getByLabelText('Note Description')).toHaveValue(''));
});

test('a restricted lead without the right shows the request prompt, never its data', async () => {
  const { lead } = await openDetails(
    STAFF.email,
    STAFF.password,
    (l) => l.is_disabled === 1 && !l.can_view_details && l.pending_requests.length === 0,
  );
  expect(await screen.findByText('The details of this lead are restricted.')).toBeInTheDocument();
  await waitFor(() =>
    expect(asked.at(-1)?.text).toBe('Would you like to request access to the details page for this record?'),
  );
  expect(screen.queryByText(lead.initial_info.organization_name)).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Activity Timeline' })).toBeNull();
});

test('a key account granted after the prompt reloads in place, never leaving for the lead page', async () => {
  const token = await server().login(STAFF.email, STAFF.password);
  const list = await server().request('GET', '/key-account-list?per_page=100', { token });
  expect(list.status).toBe(200);
  const lead = (list.body.contents as Json).data.find(
    (l: Json) => l.is_disabled === 1 && !l.can_view_details && l.pending_requests.length === 0,
  );
  expect(lead).toBeDefined();
  storeSession(token);
  const path = `/key-account/${lead.id}/key-account-details`;
  const view = renderApp(path, server().baseUrl);
  expect(await screen.findByText('The details of this lead are restricted.')).toBeInTheDocument();
  // Asked and approved outside this page (another tab, the supervisor's screen).
  const me = await server().request('GET', '/get-role-permissions', { token });
  const asked = await server().request('POST', '/request-for-leads-details', {
    token,
    body: { lead_id: lead.id, employee_id: (me.body.contents as Json).user.employee_id },
  });
  expect(asked.status).toBe(201);
  const supervisor = await server().login(SUPERVISOR.email, SUPERVISOR.password);
  const approved = await server().request('POST', '/leads-edit-request-action', {
    token: supervisor,
    body: { id: (asked.body.contents as Json).id, actionType: 'approved', permissionType: 'Details' },
  });
  expect(approved.status).toBe(200);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Request for Details' }));
  expect(await screen.findByRole('heading', { name: 'Activity Timeline' })).toBeInTheDocument();
  expect(view.router.state.location.pathname).toBe(path);
});

test('an email to a malformed recipient says why (recipients have no field error)', async () => {
  const { view } = await openDetails(STAFF.email, STAFF.password, (l) => l.is_disabled === 0);
  await screen.findByRole('heading', { name: 'Activity Timeline' });
  await settle(view.store);
  const user = userEvent.setup();
  const forms = document.getElementById('activity-forms')!.parentElement!;
  await user.click(within(forms).getByRole('tab', { name: 'Email' }));
  const email = await screen.findByRole('form', { name: 'Email' });
  await user.type(within(email).getByRole('textbox', { name: 'Recipients' }), 'not-an-address{Enter}');
  await user.type(within(email).getByLabelText(/Subject/), 'Hello');
  await user.type(within(email).getByLabelText(/Body/), 'Text');
  await user.click(within(email).getByRole('button', { name: 'Save' }));
  expect(await within(email).findByRole('alert')).toHaveTextContent(
    'Every recipient must be a valid email address.',
  );
});

test.each(['abc', '0', '12abc'])(
  'a details address with the id %s says the lead is not found, with no Retry',
  async (id) => {
    storeSession(await server().login(SUPERVISOR.email, SUPERVISOR.password));
    const { store } = renderApp(`/leads-organization/${id}/leads-details`, server().baseUrl);
    expect(await screen.findByText('Lead not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await settle(store);
  },
);

test('the Edit links show only to those who may edit the lead', async () => {
  const staff = await openDetails(STAFF.email, STAFF.password, (l) => l.is_disabled === 0 && !l.can_edit);
  await screen.findByRole('heading', { name: 'Activity Timeline' });
  expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Initial Info' })).toBeNull();
  await settle(staff.view.store);
  staff.view.unmount();
  localStorage.clear();
  const supervisor = await openDetails(SUPERVISOR.email, SUPERVISOR.password, (l) => l.id === staff.lead.id);
  await screen.findByRole('heading', { name: 'Activity Timeline' });
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/leads-organization/${staff.lead.id}/initial-info`,
  );
  expect(screen.getByRole('link', { name: 'Concern Person Info' })).toBeInTheDocument();
  await settle(supervisor.view.store);
});

test('a details request sent from the restricted prompt says so once, and the button shows it waits', async () => {
  mockConfirmAnswer = true;
  try {
    await openDetails(
      STAFF.email,
      STAFF.password,
      (l) => l.is_disabled === 1 && !l.can_view_details && l.pending_requests.length === 0,
    );
    expect(await screen.findByText('Details request sent successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Requested for Details' })).toBeDisabled();
    // The page read again after the request, and asked nothing more.
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByText('Your details request for this record is waiting for approval.')).toBeNull();
    expect(screen.getAllByText('Details request sent successfully.')).toHaveLength(1);
  } finally {
    mockConfirmAnswer = false;
  }
});
