/**
 * The generic master-data list page and dialog against the real server: titles, required marks,
 * server 422 under the field with the dialog kept open, success toasts, delete confirm texts,
 * delete failure toast, client-side search, and the route-level permission gate.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogBus } from '../../machines/dialog.bus';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, STAFF, useTestServer } from './support/server';

const server = useTestServer();
beforeEach(() => localStorage.clear());

async function openAs(account: { email: string; password: string }, path: string) {
  storeSession(await server().login(account.email, account.password));
  const view = renderApp(path, server().baseUrl);
  return view;
}

const table = () => screen.getByRole('table');
async function rowAction(rowText: string, action: string) {
  const row = (
    await within(await screen.findByRole('table')).findByText(rowText, {}, { timeout: 5000 })
  ).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Actions' }));
  await userEvent.click(await within(row).findByRole('button', { name: action }));
}

test('professions: add with a server 422 under the field, then create, edit and delete', async () => {
  await openAs(ADMIN, '/basic-settings/professions');
  expect(await screen.findByRole('heading', { name: 'Professions' })).toBeInTheDocument();
  expect(await within(table()).findByText('Business Owner')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Create Profession')).toBeInTheDocument();
  // Typing goes straight into the first field.
  await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus());
  // Name is required (marked), description is not.
  expect(within(dialog).getByText('Name').querySelector('.text-danger')).toHaveTextContent('*');
  expect(within(dialog).getByText('Description').querySelector('.text-danger')).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText('The name field is required.')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Ship Broker');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Profession created successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await within(table()).findByText('Ship Broker')).toBeInTheDocument();

  await rowAction('Ship Broker', 'Edit');
  const edit = await screen.findByRole('dialog');
  expect(within(edit).getByText('Update Profession')).toBeInTheDocument();
  const name = within(edit).getByLabelText(/^Name/);
  expect(name).toHaveValue('Ship Broker');
  await userEvent.clear(name);
  await userEvent.type(name, 'Ship Agent');
  await userEvent.click(within(edit).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Profession updated successfully.')).toBeInTheDocument();
  expect(await within(table()).findByText('Ship Agent')).toBeInTheDocument();

  await rowAction('Ship Agent', 'Delete');
  const confirm = await screen.findByRole('dialog');
  expect(within(confirm).getByText('Remove Profession?')).toBeInTheDocument();
  expect(within(confirm).getByText('Are you sure you want to remove it')).toBeInTheDocument();
  expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete it' }));
  expect(await screen.findByText('Profession deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(within(table()).queryByText('Ship Agent')).toBeNull());
  // The row's menu button is gone: focus goes to the page's heading, not to the document.
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Professions' })).toHaveFocus());
}, 30_000);

test('a delete the server refuses shows its message as an error toast', async () => {
  await openAs(ADMIN, '/basic-settings/units');
  await rowAction('Package', 'Delete');
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, Delete it' }));
  expect(await screen.findByText(/^Cannot delete: it is used by \d+ products?\.$/)).toBeInTheDocument();
  expect(within(table()).getByText('Package')).toBeInTheDocument();
}, 30_000);

test('search filters the rows client-side', async () => {
  const { store } = await openAs(ADMIN, '/basic-settings/professions');
  await within(await screen.findByRole('table')).findByText('Business Owner');
  await settle(store);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'business');
  await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2)); // header + one
  expect(within(table()).getByText('Business Owner')).toBeInTheDocument();
}, 30_000);

test('employees: the edit dialog reads name and email from the nested user; password optional on edit', async () => {
  await openAs(ADMIN, '/basic-settings/employees');
  await rowAction('staff@crms.test', 'Edit');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Update Employee')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('staff@crms.test');
  expect(within(dialog).getByLabelText(/^Name/)).not.toHaveValue('');
  expect(within(dialog).getByText('Password').querySelector('.text-danger')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  const create = await screen.findByRole('dialog');
  expect(within(create).getByText('Password').querySelector('.text-danger')).toHaveTextContent('*');
  // The supervisor select lists the employee tree, indented with dashes per depth.
  const supervisor = within(create).getByLabelText('Supervisor');
  await waitFor(() =>
    expect(
      within(supervisor)
        .getAllByRole('option')
        .some((o) => /^- /.test(o.textContent ?? '')),
    ).toBe(true),
  );
}, 30_000);

test('staff is refused the basic-settings screens and the role pages', async () => {
  const view = await openAs(STAFF, '/basic-settings/professions');
  expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
  view.unmount();
  renderApp('/roles/2/permissions', server().baseUrl);
  expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
}, 30_000);

test('the table sorts by a column header click', async () => {
  await openAs(ADMIN, '/basic-settings/professions');
  const grid = await screen.findByRole('table');
  await within(grid).findByText('Business Owner');
  const names = () =>
    within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1].textContent ?? '');
  await userEvent.click(within(grid).getByRole('columnheader', { name: /^Name/ }));
  expect(within(grid).getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = names();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await userEvent.click(within(grid).getByRole('columnheader', { name: /^Name/ }));
  expect(names()).toEqual([...ascending].reverse());
}, 30_000);

test('companies: address rows are repeatable and their server errors show under each part', async () => {
  const { store } = await openAs(ADMIN, '/basic-settings/companies');
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Harbour Logistics');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Address' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Address' }));
  const [first, second] = within(dialog).getAllByTestId('address-row');
  for (const [label, value] of [
    ['Phone', '0171'],
    ['Country', 'Bangladesh'],
    ['State', 'Dhaka'],
    ['City', 'Dhaka'],
    ['Area', 'Motijheel'],
  ])
    await userEvent.type(within(first).getByLabelText(new RegExp(`^${label}`)), value);
  await userEvent.type(within(second).getByLabelText(/^City/), 'Khulna');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  // addresses.1.phone, .1.area, ... land under the second row's inputs, none under the first.
  expect(await within(second).findByText('The phone field is required.')).toBeInTheDocument();
  expect(within(second).getByText('The area field is required.')).toBeInTheDocument();
  expect(within(second).getByLabelText(/^Phone/)).toHaveAttribute(
    'aria-describedby',
    'field-addresses-1--phone-error',
  );
  expect(within(second).queryByText('The city field is required.')).toBeNull();
  expect(within(first).queryByText(/field is required/)).toBeNull();
  await userEvent.click(within(second).getByRole('button', { name: 'Remove address 2' }));
  expect(within(dialog).getAllByTestId('address-row')).toHaveLength(1);
  // The button went with its row: focus goes to the row before it, not to the document.
  await waitFor(() => expect(within(first).getByLabelText(/^Phone/)).toHaveFocus());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Company created successfully.')).toBeInTheDocument();
  // The dialog fades out and the list reloads: let both finish before the test's own server calls.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await within(table()).findByText('Harbour Logistics')).toBeInTheDocument();
  await settle(store);
  const token = await server().login(ADMIN.email, ADMIN.password);
  const companies = (await server().request('GET', '/companies', { token })).body.contents as {
    name: string;
    addresses: unknown[];
  }[];
  expect(companies.find((c) => c.name === 'Harbour Logistics')?.addresses).toEqual([
    { phone: '0171', country: 'Bangladesh', state: 'Dhaka', city: 'Dhaka', area: 'Motijheel' },
  ]);
}, 30_000);

test('saving an employee re-fetches the current user roles and permissions', async () => {
  const { store } = await openAs(ADMIN, '/basic-settings/employees');
  await rowAction('staff@crms.test', 'Edit');
  await settle(store);
  const fetchedAt = () =>
    store.getState().api.queries['getRolePermissions(undefined)']?.fulfilledTimeStamp ?? 0;
  const before = fetchedAt();
  expect(before).toBeGreaterThan(0);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Employee updated successfully.')).toBeInTheDocument();
  await waitFor(() => expect(fetchedAt()).toBeGreaterThan(before));
}, 30_000);

test('dates sort chronologically (not by their DD-MM-YYYY text), both ways', async () => {
  await openAs(ADMIN, '/basic-settings/campaigns');
  const grid = await screen.findByRole('table');
  await within(grid).findByText('Early Bird Stall Booking');
  const header = within(grid).getByRole('columnheader', { name: /^Start Date/ });
  const starts = () =>
    within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2].textContent ?? '');
  const iso = (shown: string) => shown.split('-').reverse().join('-'); // DD-MM-YYYY → yyyy-MM-dd
  await userEvent.click(header);
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = starts().map(iso);
  expect(new Set(ascending).size).toBeGreaterThan(2);
  expect(ascending).toEqual([...ascending].sort());
  // The seed's start dates are not in day-of-month order: a text sort would differ.
  expect(starts()).not.toEqual([...starts()].sort());
  await userEvent.click(header);
  expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(starts().map(iso)).toEqual([...ascending].reverse());
}, 30_000);

test('text columns sort ignoring case; rows can be selected, counted and cleared', async () => {
  const token = await server().login(ADMIN.email, ADMIN.password);
  for (const name of ['alpha unit', 'Beta unit'])
    expect((await server().request('POST', '/units', { token, body: { name } })).status).toBe(201);
  await openAs(ADMIN, '/basic-settings/units');
  const grid = await screen.findByRole('table');
  await within(grid).findByText('alpha unit');
  const names = () =>
    within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1].textContent ?? '');
  await userEvent.click(within(grid).getByRole('columnheader', { name: /^Name/ }));
  const sorted = names();
  expect(sorted.slice(0, 2)).toEqual(['alpha unit', 'Beta unit']); // not 'Beta' before 'alpha'
  expect(sorted).toEqual([...sorted].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

  // Selection: each picked row is marked, the header box shows "some", a count appears.
  const boxes = within(grid).getAllByRole('checkbox', { name: /^Select (?!all rows)/ });
  await userEvent.click(boxes[0]);
  await userEvent.click(boxes[2]);
  expect(await screen.findByRole('status')).toHaveTextContent('2 selected');
  expect(boxes[0].closest('tr')).toHaveClass('table-active');
  const all = within(grid).getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
  expect(all.indeterminate).toBe(true);
  await userEvent.click(all);
  expect(screen.getByRole('status')).toHaveTextContent(`${boxes.length} selected`);
  expect(all.indeterminate).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
  expect(screen.queryByRole('status')).toBeNull();
  expect(
    within(grid)
      .getAllByRole('checkbox', { name: /^Select (?!all rows)/ })
      .every((b) => !(b as HTMLInputElement).checked),
  ).toBe(true);
}, 30_000);

test('a date range whose end is before its start is refused under End Date before sending', async () => {
  await openAs(ADMIN, '/basic-settings/exhibitions');
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Create Exhibition')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Backwards Expo');
  const start = within(dialog).getByLabelText('Start Date');
  const end = within(dialog).getByLabelText('End Date');
  await userEvent.type(start, '2026-05-10');
  expect(end).toHaveAttribute('min', '2026-05-10'); // the picker offers no earlier day
  await userEvent.type(end, '2026-05-01');
  await userEvent.tab();
  // Said on leaving the field, before any call (the server would answer the same words on save).
  expect(
    within(dialog).getByText('The end date must be a date after or equal to start date.'),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(
    within(dialog).getByText('The end date must be a date after or equal to start date.'),
  ).toBeInTheDocument();
  expect(end).toHaveAttribute('aria-describedby', 'field-end_date-error');
  const token = await server().login(ADMIN.email, ADMIN.password);
  const held = (await server().request('GET', '/exhibitions', { token })).body.contents as { name: string }[];
  expect(held.some((e) => e.name === 'Backwards Expo')).toBe(false);

  await userEvent.clear(end);
  await userEvent.type(end, '2026-05-12');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Exhibition created successfully.')).toBeInTheDocument();
}, 30_000);

test('renaming the own role renames it in the sidebar without a reload', async () => {
  const { store } = await openAs(ADMIN, '/manage-role-permissions');
  const role = await screen.findByTestId('sidebar-role');
  await waitFor(() => expect(role).toHaveTextContent(/^Admin$/));
  await rowAction('Admin', 'Edit');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Update Role')).toBeInTheDocument();
  const name = within(dialog).getByLabelText(/^Name/);
  await userEvent.clear(name);
  await userEvent.type(name, 'Administrators');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Role updated successfully.')).toBeInTheDocument();
  await waitFor(() => expect(role).toHaveTextContent(/^Administrators$/));
  // The roles list reloads too: wait for the new name there before the test's own server calls.
  expect(await within(table()).findByText('Administrators')).toBeInTheDocument();
  await settle(store);
  const token = await server().login(ADMIN.email, ADMIN.password);
  expect((await server().request('PUT', '/roles/1', { token, body: { name: 'Admin' } })).status).toBe(200);
}, 30_000);

test('the dialog opens on the app-wide event, sent from outside the screen', async () => {
  await openAs(ADMIN, '/basic-settings/professions');
  await within(await screen.findByRole('table')).findByText('Business Owner');
  // Another screen's channel is not heard here.
  act(() => dialogBus.send('master:units', { type: 'OPEN', record: null }));
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() =>
    dialogBus.send('master:professions', { type: 'OPEN', record: { id: 1, name: 'Business Owner' } }),
  );
  const edit = await screen.findByRole('dialog');
  expect(within(edit).getByText('Update Profession')).toBeInTheDocument();
  expect(within(edit).getByLabelText(/^Name/)).toHaveValue('Business Owner');
  await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  act(() =>
    dialogBus.send('master:professions', {
      type: 'REQUEST_DELETE',
      record: { id: 1, name: 'Business Owner' },
    }),
  );
  expect(within(await screen.findByRole('dialog')).getByText('Remove Profession?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}, 30_000);
