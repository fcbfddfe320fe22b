import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, useTestServer } from './support/server';

const server = useTestServer();

beforeEach(() => localStorage.clear());

jest.setTimeout(30_000);

test('Profile Update: a text file is refused as the picture before any call', async () => {
  storeSession(await server().login(STAFF.email, STAFF.password));
  const view = renderApp('/profile-update', server().baseUrl);
  const name = await screen.findByLabelText(/^Name/);
  await settle(view.store);
  expect(name).toHaveValue('Tanvir Hasan');
  const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
  await userEvent.upload(screen.getByLabelText('Profile Picture'), file, { applyAccept: false });
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('The profile picture must be an image.')).toBeInTheDocument();
});

test('Password Change: a mismatch is refused in the form; success logs out to /', async () => {
  storeSession(await server().login(STAFF.email, STAFF.password));
  const view = renderApp('/profile-update', server().baseUrl);
  await userEvent.click(await screen.findByRole('tab', { name: 'Password Change' }));
  await userEvent.type(screen.getByLabelText(/Current Password/), STAFF.password);
  await userEvent.type(screen.getByLabelText(/^New Password/), 'Another#1');
  await userEvent.type(screen.getByLabelText(/Confirm Password/), 'Another#2');
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByText('New password and confirm password do not match')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText(/Confirm Password/));
  await userEvent.type(screen.getByLabelText(/Confirm Password/), 'Another#1');
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  expect(localStorage.getItem('bearer_token')).toBeNull();
  await settle(view.store);
  const old = await server().request('POST', '/login', {
    body: { email: STAFF.email, password: STAFF.password },
  });
  expect(old.status).toBe(400);
});
