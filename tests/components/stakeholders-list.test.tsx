import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

// Manage Stackholders is paged and filtered by the server (GET /stackholders), as Manage Prospects
// is: the screen shows one page and the total, and a search asks the server again.

process.env.CORS_ORIGINS = 'http://localhost';
jest.setTimeout(60_000);
const server = useTestServer();
beforeEach(() => localStorage.clear());

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
type Page = { total: number; data: { organization_name: string }[] };

test('shows the server’s page and asks the server again for a search', async () => {
  const user = userEvent.setup();
  const token = await server().login(ADMIN.email, ADMIN.password);
  const first = (await server().request('GET', '/stackholders?per_page=10', { token })).body.contents as Page;
  expect(first.total).toBeGreaterThan(1);
  storeSession(token);
  const { store } = renderApp('/stackholders', server().baseUrl);
  await screen.findByRole('heading', { name: 'Manage Stackholders' });
  await waitFor(() => expect(bodyRows()).toHaveLength(first.data.length));
  expect(bodyRows()[0]).toHaveTextContent(first.data[0].organization_name);
  const name: string = first.data[1].organization_name;
  const expected = (
    await server().request('GET', `/stackholders?search=${encodeURIComponent(name.toLowerCase())}`, { token })
  ).body.contents as Page;
  await user.type(screen.getByLabelText('Search companies'), name);
  // Its rows, not the "Loading..." row shown while the server answers.
  await waitFor(() =>
    expect(bodyRows().map((row) => row.textContent)).toEqual(
      expected.data.map((r) => expect.stringContaining(r.organization_name)),
    ),
  );
  await settle(store);
});
