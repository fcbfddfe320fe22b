/**
 * Offline reads (src/offline/cachedBaseQuery.ts): answers of the booth's lookups kept in
 * IndexedDB (fake-indexeddb here) per user, served only when the network fails, for 30 days
 * (lookups) or 7 days (own data). The first test runs the real app against the real server, then
 * against an address where nothing listens (the network "off").
 */
import 'fake-indexeddb/auto';
import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cachedBaseQuery } from '../../src/offline/cachedBaseQuery';
import { readAnswer, saveAnswer } from '../../src/offline/cacheStore';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

const server = useTestServer();
jest.setTimeout(30_000);
beforeEach(() => localStorage.clear());

/** Port 9 (discard) on loopback: nothing listens, so every call fails as with the network off. */
const NO_NETWORK = 'http://127.0.0.1:9/api';

const optionCount = (label: RegExp | string) =>
  screen.getByLabelText(label).querySelectorAll('option:not([value=""])').length;

test('after one online visit the wizard opens with its lookups filled and the user signed in while offline', async () => {
  const user = userEvent.setup();
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const online = renderApp('/leads-organization/initial-info', server().baseUrl);
  await screen.findByRole('heading', { name: 'Initial Information' });
  // The layout's refresh (src/app/layout/useOfflineReadsRefresh.ts) fetches the whole lists too.
  await waitFor(() =>
    expect(online.store.getState().api.queries['masterList("zones")']?.status).toBe('fulfilled'),
  );
  await settle(online.store);
  online.unmount();

  const offline = renderApp('/leads-organization/initial-info', NO_NETWORK);
  await screen.findByRole('heading', { name: 'Initial Information' });
  await waitFor(() => expect(optionCount(/Country/)).toBeGreaterThan(0));
  // A country never opened online: its divisions come from the stored whole list.
  await user.selectOptions(screen.getByLabelText(/Country/), '1');
  await waitFor(() => expect(optionCount('Division')).toBeGreaterThan(0));
  expect(offline.store.getState().auth.user?.email).toBe(ADMIN.email);
  expect(offline.router.state.location.pathname).toBe('/leads-organization/initial-info');
  await settle(offline.store);
});

/** A base query standing for the network: answers `data` until switched off. */
function network() {
  const state = { online: true, status: 200 };
  const inner = async () =>
    state.online
      ? state.status === 200
        ? { data: { contents: [{ id: 1 }] } }
        : { error: { status: state.status, data: {} } as FetchBaseQueryError }
      : { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } as FetchBaseQueryError };
  return { state, inner };
}

const apiFor = (endpoint: string, userId: number, token = `token-${userId}`) =>
  ({
    endpoint,
    type: 'query',
    getState: () => ({ auth: { token, user: { id: userId } } }),
  }) as unknown as BaseQueryApi;

const DAY = 24 * 60 * 60 * 1000;

test('answers are per user, served only on a network failure, and expire (lookups 30 days, own data 7)', async () => {
  const { state, inner } = network();
  let now = Date.UTC(2026, 0, 1);
  const query = cachedBaseQuery(inner, () => now);
  const call = (endpoint: string, userId: number, args: string) => query(args, apiFor(endpoint, userId), {});

  expect(await call('masterList', 1, '/exhibitions')).toEqual({ data: { contents: [{ id: 1 }] } });
  expect(await call('leads', 1, '/leads')).toHaveProperty('data');
  expect(await call('masterList', 1, '/roles')).toHaveProperty('data'); // not on the list
  state.online = false;

  expect(await call('masterList', 1, '/exhibitions')).toEqual({ data: { contents: [{ id: 1 }] } });
  expect((await call('masterList', 2, '/exhibitions')).error?.status).toBe('FETCH_ERROR');
  expect((await call('masterList', 1, '/roles')).error?.status).toBe('FETCH_ERROR');

  now += 8 * DAY;
  expect((await call('leads', 1, '/leads')).error?.status).toBe('FETCH_ERROR');
  expect(await call('masterList', 1, '/exhibitions')).toHaveProperty('data');
  now += 23 * DAY;
  expect((await call('masterList', 1, '/exhibitions')).error?.status).toBe('FETCH_ERROR');

  // A reachable server's error is the answer, not a reason to read the cache.
  state.online = true;
  state.status = 200;
  await call('masterList', 1, '/countries');
  state.status = 500;
  expect((await call('masterList', 1, '/countries')).error?.status).toBe(500);
});

test('with the browser offline nothing is called: the stored answer at once, or a network failure', async () => {
  const { inner } = network();
  const calls = jest.fn(inner);
  const query = cachedBaseQuery(calls, () => Date.UTC(2026, 0, 1));
  const call = (args: string) => query(args, apiFor('masterList', 1), {});
  expect(await call('/exhibitions')).toHaveProperty('data');
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  try {
    expect(await call('/exhibitions')).toEqual({ data: { contents: [{ id: 1 }] } });
    expect((await call('/roles')).error?.status).toBe('FETCH_ERROR');
    expect(calls).toHaveBeenCalledTimes(1);
    // The sync's sends try anyway ("Sync now" while the browser may be wrong about offline).
    expect(await query('/roles', apiFor('masterList', 1), { evenOffline: true })).toHaveProperty('data');
    expect(calls).toHaveBeenCalledTimes(2);
  } finally {
    Reflect.deleteProperty(window.navigator, 'onLine');
  }
  expect(await call('/roles')).toHaveProperty('data');
  expect(calls).toHaveBeenCalledTimes(3);
});

test('an answer this page saved or read is read again without IndexedDB, its age still checked', async () => {
  const gets = jest.spyOn(IDBObjectStore.prototype, 'get');
  try {
    await saveAnswer('user:77', 'leadDuplicateIndex undefined', { contents: [{ id: 1 }] }, 1_000);
    expect(await readAnswer('user:77', 'leadDuplicateIndex undefined', 10_000, 2_000)).toEqual({
      contents: [{ id: 1 }],
    });
    expect(gets).not.toHaveBeenCalled();
    expect(await readAnswer('user:77', 'leadDuplicateIndex undefined', 10_000, 20_000)).toBeUndefined();
    // Expired answers are gone from IndexedDB too, not only from memory.
    expect(await readAnswer('user:77', 'leadDuplicateIndex undefined', 100_000, 20_000)).toBeUndefined();
    expect(gets).toHaveBeenCalledTimes(1);
  } finally {
    gets.mockRestore();
  }
});
