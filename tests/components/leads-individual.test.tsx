import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

jest.setTimeout(30_000);
const server = useTestServer();
beforeEach(() => localStorage.clear());

test('the individual-lead tabs are static forms that keep their values between tabs', async () => {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const view = renderApp('/leads-individual', server().baseUrl);
  const form = await screen.findByRole('form', { name: 'Initial Information' });
  await settle(view.store);
  const calls = Object.keys(view.store.getState().api.queries).length;
  await userEvent.click(within(form).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('The lead source field is required.')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText(/Lead Source/), 'Referral');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/leads-individual/basic-info'));
  await userEvent.type(await screen.findByLabelText(/Full Name/), 'Karim Uddin');
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByLabelText(/Lead Source/)).toHaveValue('Referral');
  await userEvent.click(screen.getByRole('link', { name: 'Basic Information' }));
  expect(await screen.findByLabelText(/Full Name/)).toHaveValue('Karim Uddin');
  // No calls: the API cache holds only what the shell itself loaded.
  expect(Object.keys(view.store.getState().api.queries)).toHaveLength(calls);
});

test('the countries demo dialog ends at /location/countries, which is the Countries screen', async () => {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const view = renderApp('/location/countries', server().baseUrl);
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/basic-settings/countries'));
  await userEvent.click(await screen.findByRole('button', { name: 'Demo dialog' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('Code')).toHaveValue('BD');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Remove Country?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete it' }));
  expect(await screen.findByText('Demo only: nothing was deleted.')).toBeInTheDocument();
  await settle(view.store);
  // The dialog's end goes to /location/countries, which redirects: wait for the redirect.
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/basic-settings/countries'));
});
