/**
 * A logout made offline (booth mode): the session ends on the device at once, and on the server
 * as soon as it can be reached again (src/session/pendingLogouts.ts), against the real server.
 */
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { pendingLogouts } from '../../src/session/pendingLogouts';
import { emptyQueueDb } from './support/queueDb';
import { logoutFromMenu, renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, useTestServer } from './support/server';
import { network } from './support/network';

const server = useTestServer();
jest.setTimeout(30_000);

beforeEach(async () => {
  localStorage.clear();
  network.online = true;
  await emptyQueueDb();
});

const statusWith = async (token: string) =>
  (await server().request('GET', '/get-role-permissions', { token })).status;

/** Staff signed in on the dashboard, every first call answered. */
async function staffOnDashboard() {
  const token = await server().login(STAFF.email, STAFF.password);
  storeSession(token);
  const { router, store } = renderApp('/dashboard', server().baseUrl);
  await screen.findByRole('button', { name: /Profile menu/ });
  await settle(store);
  return { token, router };
}

test('Logout while offline ends the session here at once, and on the server once it is back online', async () => {
  const { token, router } = await staffOnDashboard();
  network.online = false;
  await logoutFromMenu(router);
  expect(localStorage.getItem('bearer_token')).toBeNull();
  // The server never heard of it: the token still works there, and is kept to be ended.
  expect(await statusWith(token)).toBe(200);
  expect(pendingLogouts()).toEqual([token]);

  network.online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(async () => expect(await statusWith(token)).toBe(401));
  await waitFor(() => expect(pendingLogouts()).toEqual([]));
});

test('an online logout keeps nothing to send later', async () => {
  const { token, router } = await staffOnDashboard();
  await logoutFromMenu(router);
  expect(await statusWith(token)).toBe(401);
  expect(pendingLogouts()).toEqual([]);
});

test('a remembered logout is sent when the app starts online, the sign-in page included', async () => {
  const token = await server().login(STAFF.email, STAFF.password);
  localStorage.setItem('crms_pending_logouts', JSON.stringify([token, 'an-unknown-token']));
  renderApp('/', server().baseUrl);
  await screen.findByRole('button', { name: /login/i });
  await waitFor(async () => expect(await statusWith(token)).toBe(401));
  // Both answered (200, and 401 for the unknown one): nothing is left to send.
  await waitFor(() => expect(pendingLogouts()).toEqual([]));
});
