/**
 * The special cases of the master-data screens against the real server: the country → division
 * → district cascade (prefill on edit, dependents cleared on change), server-side country search
 * and paging, and the role permissions page (grouping, Select All, Save Changes).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

const server = useTestServer();
beforeEach(() => localStorage.clear());

async function asAdmin(path: string) {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  return renderApp(path, server().baseUrl);
}

const selectedText = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;

test('thanas: edit prefills country, division and district from the row; changing country clears the rest', async () => {
  await asAdmin('/basic-settings/thanas');
  const table = await screen.findByRole('table');
  const toggle = (await within(table).findAllByRole('button', { name: 'Actions' }))[0];
  const firstRow = toggle.closest('tr')!;
  await userEvent.click(toggle);
  await userEvent.click(await within(firstRow).findByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Update Thana')).toBeInTheDocument();
  const country = within(dialog).getByLabelText(/^Country/);
  const division = within(dialog).getByLabelText(/^Division/);
  const district = within(dialog).getByLabelText(/^District/);
  await waitFor(() => expect(selectedText(country)).toBe('Bangladesh'));
  await waitFor(() => expect(selectedText(division)).not.toBe('Select...'));
  await waitFor(() => expect(selectedText(district)).not.toBe('Select...'));

  const other = within(country)
    .getAllByRole('option')
    .find((o) => o.textContent && !['Bangladesh', 'Select...'].includes(o.textContent))!;
  await userEvent.selectOptions(country, other);
  await waitFor(() => expect(selectedText(division)).toBe('Select...'));
  expect(selectedText(district)).toBe('Select...');
  expect(district).toBeDisabled();
}, 30_000);

test('countries: search and paging are done by the server', async () => {
  await asAdmin('/basic-settings/countries');
  const table = await screen.findByRole('table');
  expect(await within(table).findByText('Bangladesh')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz-none');
  expect(await within(table).findByText('No data found')).toBeInTheDocument();
}, 30_000);

test('role permissions: grouped by section, Select All, Save Changes with the server message', async () => {
  const { store } = await asAdmin('/roles/3/permissions');
  expect(await screen.findByRole('heading', { name: 'Sales Executive' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Basic Settings' })).toBeInTheDocument();
  const selectAll = screen.getByLabelText('Select All');
  expect(selectAll).not.toBeChecked();
  await userEvent.click(selectAll);
  expect(screen.getByLabelText('professions')).toBeChecked();
  await userEvent.click(selectAll);
  expect(screen.getByLabelText('prospects')).not.toBeChecked();
  await userEvent.click(screen.getByLabelText('prospects'));
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Permissions updated successfully.')).toBeInTheDocument();
  // Saving re-fetches the signed-in user's roles and permissions (sidebar, guards): let that land
  // before the test's own server calls.
  await settle(store);
  const saved = await server().request('GET', '/roles/3/permissions', {
    token: await server().login(ADMIN.email, ADMIN.password),
  });
  const held = (saved.body as { contents: { permissions: { name: string }[] } }).contents.permissions;
  expect(held.map((p) => p.name)).toEqual(['prospects']);
}, 30_000);

test('saving the own role re-fetches roles and permissions: the sidebar updates without a reload', async () => {
  await asAdmin('/roles/1/permissions');
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  expect(await within(nav).findByRole('link', { name: 'Units' })).toBeInTheDocument();
  const units = await screen.findByLabelText('units');
  expect(units).toBeChecked();
  await userEvent.click(units);
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Permissions updated successfully.')).toBeInTheDocument();
  await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Units' })).toBeNull());
  expect(within(nav).getByRole('link', { name: 'Professions' })).toBeInTheDocument();
}, 30_000);

test('trees: a category cannot pick itself as parent; a product keeps its category on edit', async () => {
  const view = await asAdmin('/basic-settings/categories');
  const table = await screen.findByRole('table');
  const toggle = (await within(table).findAllByRole('button', { name: 'Actions' }))[0];
  // The row, not the toggle: opening swaps the toggle for the menu's own.
  const row = toggle.closest('tr')!;
  const rowName = within(row).getAllByRole('cell')[1].textContent!;
  await userEvent.click(toggle);
  await userEvent.click(await within(row).findByRole('button', { name: 'Edit' }));
  const parent = within(await screen.findByRole('dialog')).getByLabelText('Parent Category');
  await waitFor(() => expect(within(parent).getAllByRole('option').length).toBeGreaterThan(2));
  const labels = within(parent)
    .getAllByRole('option')
    .map((o) => o.textContent!.replace(/^-+ /, ''));
  expect(labels).not.toContain(rowName);
  view.unmount();

  renderApp('/basic-settings/products', server().baseUrl);
  const products = await screen.findByRole('table');
  const productToggle = (await within(products).findAllByRole('button', { name: 'Actions' }))[0];
  const productRow = productToggle.closest('tr')!;
  const category = within(productRow).getAllByRole('cell')[3].textContent!;
  await userEvent.click(productToggle);
  await userEvent.click(await within(productRow).findByRole('button', { name: 'Edit' }));
  const select = within(await screen.findByRole('dialog')).getByLabelText('Category');
  await waitFor(() => expect(selectedText(select)?.replace(/^-+ /, '')).toBe(category));
}, 30_000);

test('countries: pages of 10/20/50/100 come from the server; a new search starts at page 1', async () => {
  const token = await server().login(ADMIN.email, ADMIN.password);
  for (let i = 1; i <= 12; i++)
    expect(
      (
        await server().request('POST', '/countries', {
          token,
          body: { name: `Paging Land ${String(i).padStart(2, '0')}` },
        })
      ).status,
    ).toBe(201);
  await asAdmin('/basic-settings/countries');
  const table = await screen.findByRole('table');
  await within(table).findByText('Bangladesh');
  const rows = () => within(table).getAllByRole('row').length - 1;
  expect(rows()).toBe(10);
  expect(screen.getByText(/^Total \d+$/)).toHaveTextContent(/^Total 1[6-9]$|^Total [2-9]\d$/);
  const perPage = screen.getByRole('combobox', { name: 'Rows per page' });
  expect(
    within(perPage)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['10', '20', '50', '100']);
  await userEvent.click(screen.getByRole('button', { name: '2' }));
  await waitFor(() => expect(within(table).queryByText('Bangladesh')).toBeNull());
  expect(rows()).toBeGreaterThan(0);
  expect(rows()).toBeLessThanOrEqual(10);
  await userEvent.selectOptions(perPage, '20');
  await within(table).findByText('Bangladesh');
  await waitFor(() => expect(rows()).toBeGreaterThan(10));
  await userEvent.selectOptions(perPage, '10');
  await userEvent.click(screen.getByRole('button', { name: '2' }));
  await waitFor(() => expect(within(table).queryByText('Bangladesh')).toBeNull());
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Paging Land 1');
  // Paging Land 10, 11 and 12, shown from page 1 again.
  await waitFor(() => expect(rows()).toBe(3));
  expect(within(table).getByText('Paging Land 12')).toBeInTheDocument();
  expect(screen.getByText('(current)').parentElement).toHaveTextContent(/^1/);
}, 30_000);
