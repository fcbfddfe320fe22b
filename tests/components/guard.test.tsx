import { act, screen, waitFor } from '@testing-library/react';
import { authApi } from '../../src/session/api';
import { logoutFromMenu, renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

const server = useTestServer();

beforeEach(() => localStorage.clear());

test('a protected route without a token goes to /', async () => {
  const { router } = renderApp('/prospects', server().baseUrl);
  await screen.findByRole('button', { name: /login/i });
  expect(router.state.location.pathname).toBe('/');
});

test('an expired token is cleared and the user goes to /', async () => {
  const token = await server().login(ADMIN.email, ADMIN.password);
  storeSession(token, new Date(Date.now() - 1000).toISOString());
  const { router } = renderApp('/dashboard', server().baseUrl);
  await screen.findByRole('button', { name: /login/i });
  expect(router.state.location.pathname).toBe('/');
  await waitFor(() => expect(localStorage.getItem('bearer_token')).toBeNull());
  expect(localStorage.getItem('token_expiration')).toBeNull();
});

test('a token that expires while the user is on a page is cleared and the user goes to /', async () => {
  const { token } = await server().loginResult(ADMIN.email, ADMIN.password);
  storeSession(token, new Date(Date.now() + 2500).toISOString());
  const { router, store } = renderApp('/dashboard', server().baseUrl);
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/leads-dashboard'));
  await settle(store);
  // No navigation and no call: the guard's own timer notices the expiry.
  await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 6000 });
  expect(localStorage.getItem('bearer_token')).toBeNull();
  expect(localStorage.getItem('token_expiration')).toBeNull();
  expect(await screen.findByRole('button', { name: /login/i })).toBeInTheDocument();
});

test('/ with a valid token goes to /dashboard (default child leads-dashboard), titled', async () => {
  const { token, expires_at } = await server().loginResult(ADMIN.email, ADMIN.password);
  storeSession(token, expires_at);
  const { router, store } = renderApp('/', server().baseUrl);
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/leads-dashboard'));
  await settle(store);
  await waitFor(() => expect(document.title).toBe('Leads Dashboard | CRMS'));
  // Roles and permissions are fetched at start: the welcome names the user.
  expect(await screen.findByText(/Welcome, .+!/)).toBeInTheDocument();
});

test('public routes need no token', async () => {
  for (const [path, text] of [
    ['/register', 'Register'],
    ['/email-verification', 'Verify Your Email'],
    ['/two-step-verification', 'Otp will expire in 09 :10'],
  ] as const) {
    const view = renderApp(path, server().baseUrl);
    expect(await screen.findAllByText(text)).not.toHaveLength(0);
    expect(view.router.state.location.pathname).toBe(path);
    view.unmount();
  }
});

test('an unknown path shows the header and Page not found', async () => {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const { store } = renderApp('/no/such/page', server().baseUrl);
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
  await settle(store);
  expect(screen.getByText('CRMS')).toBeInTheDocument();
});

test('a 401 from any call clears the session and goes to /', async () => {
  const token = await server().login(ADMIN.email, ADMIN.password);
  storeSession(token);
  const { router, store } = renderApp('/prospects', server().baseUrl);
  await waitFor(() => expect(router.state.location.pathname).toBe('/prospects'));
  await waitFor(() => expect(screen.getByTestId('sidebar-role')).toHaveTextContent('Admin'));
  await settle(store);
  // Revoke the token on the server, then make the app call the API again.
  await server().request('POST', '/logout', { token });
  await act(async () => {
    await store.dispatch(authApi.endpoints.getRolePermissions.initiate(undefined, { forceRefetch: true }));
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  expect(localStorage.getItem('bearer_token')).toBeNull();
});

test('Logout from the profile menu clears the session and goes to /', async () => {
  const token = await server().login(ADMIN.email, ADMIN.password);
  storeSession(token);
  const { router, store } = renderApp('/dashboard', server().baseUrl);
  await screen.findByRole('button', { name: /Profile menu/ });
  await settle(store);
  await logoutFromMenu(router);
  expect(localStorage.getItem('bearer_token')).toBeNull();
  expect((await server().request('GET', '/get-role-permissions', { token })).status).toBe(401);
});
