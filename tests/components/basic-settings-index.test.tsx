import { screen, waitFor } from '@testing-library/react';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, STAFF, useTestServer } from './support/server';

// /basic-settings opens the first master-data screen the user may open, not always Professions.

const server = useTestServer();
beforeEach(() => localStorage.clear());

test('a user holding only Departments lands on Departments', async () => {
  const admin = await server().login(ADMIN.email, ADMIN.password);
  const all = (await server().request('GET', '/permissions', { token: admin })).body.contents as {
    id: number;
    name: string;
  }[];
  const ids = ['basic settings', 'departments'].map((name) => all.find((p) => p.name === name)!.id);
  await server().request('POST', '/roles/3/permissions/sync', { token: admin, body: { permissions: ids } });
  storeSession(await server().login(STAFF.email, STAFF.password));
  const view = renderApp('/basic-settings', server().baseUrl);
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/basic-settings/departments'));
  expect(await screen.findByRole('heading', { name: 'Departments' })).toBeInTheDocument();
  await settle(view.store);
  view.unmount();
}, 30_000);
