import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, STAFF, useTestServer } from './support/server';

// Delete Selected on Manage Prospects acts only on what the user sees and may delete: a row ticked
// on another page is not counted (it was deleted unseen), and rows the server would refuse to
// delete cannot be ticked. With nothing ticked it says so (spec: "No records selected.").

process.env.CORS_ORIGINS = 'http://localhost';
jest.setTimeout(60_000);
const server = useTestServer();
beforeEach(() => localStorage.clear());

const table = () => screen.getByRole('table');
const rowBoxes = () => within(table()).getAllByRole('checkbox', { name: /^Select (?!all rows)/ });

test('a selection made on page 1 is not deleted from page 2', async () => {
  const user = userEvent.setup();
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const { store } = renderApp('/prospects', server().baseUrl);
  await screen.findByRole('heading', { name: 'Manage Prospects' });
  await waitFor(() => expect(rowBoxes()).toHaveLength(10));
  // Each box says which organization it selects, as the row shows it.
  const firstRow = within(table()).getAllByRole('row')[1];
  const org = within(firstRow).getAllByRole('cell')[1].textContent ?? '';
  expect(within(firstRow).getByRole('checkbox')).toHaveAccessibleName(`Select ${org}`);
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
  expect(screen.getByRole('button', { name: 'Delete Selected (10)' })).toBeEnabled();
  const firstPage = within(table()).getAllByRole('row')[1].textContent;
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  // Page 2's rows, not the "Loading..." row shown in between (it differs from page 1 too).
  await waitFor(() => {
    expect(rowBoxes()).toHaveLength(10);
    expect(within(table()).getAllByRole('row')[1].textContent).not.toBe(firstPage);
  });
  // Nothing ticked here: the button answers with the spec's message and asks nothing.
  await user.click(screen.getByRole('button', { name: 'Delete Selected (0)' }));
  expect(await screen.findByText('No records selected.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(table()).getAllByRole('row')).toHaveLength(11);
  await settle(store);
});

test('rows the user may not delete cannot be ticked, and select-all skips them', async () => {
  const user = userEvent.setup();
  storeSession(await server().login(STAFF.email, STAFF.password));
  const { store } = renderApp('/prospects?per_page=50', server().baseUrl);
  await screen.findByRole('heading', { name: 'Manage Prospects' });
  await waitFor(() => expect(rowBoxes().length).toBeGreaterThan(10));
  const enabled = rowBoxes().filter((box) => !(box as HTMLInputElement).disabled);
  // Staff may delete only the prospects they created (3 in the seed).
  expect(enabled.length).toBeGreaterThan(0);
  expect(enabled.length).toBeLessThan(rowBoxes().length);
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
  expect(screen.getByRole('button', { name: `Delete Selected (${enabled.length})` })).toBeEnabled();
  await settle(store);
});
