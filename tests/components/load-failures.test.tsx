import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_TEXT as NO_LEADS } from '../../src/features/dashboard/RecentLeadsTable';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

// A read that fails says so, with Retry, and never looks like an empty result.

const server = useTestServer();
const realFetch = global.fetch;
/** Paths whose calls answer 500 until `healed`. */
let failing: RegExp | null = null;

beforeEach(() => {
  localStorage.clear();
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (failing?.test(new URL(url).pathname))
      return Promise.resolve(
        new Response(JSON.stringify({ success: false, message: 'Server error.' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    return realFetch(input, init);
  }) as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  failing = null;
});

async function signedIn(path: string) {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  return renderApp(path, server().baseUrl);
}

test('dashboard: the alert with Retry, no "no leads" in its panels; Retry loads it', async () => {
  failing = /\/leads-dashboard-data$/;
  const view = await signedIn('/dashboard/leads-dashboard');
  expect(await screen.findByText('The dashboard could not be loaded. Please try again.')).toBeInTheDocument();
  expect(screen.queryByText(NO_LEADS)).toBeNull();
  expect(screen.getAllByText('Not available.')).toHaveLength(2);
  failing = null;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() =>
    expect(screen.queryByText('The dashboard could not be loaded. Please try again.')).toBeNull(),
  );
  expect(screen.queryByText('Not available.')).toBeNull();
  await settle(view.store);
  view.unmount();
}, 30_000);

test('employee activity report: the alert with Retry, not "No results found"', async () => {
  failing = /\/employee-activity-report$/;
  const view = await signedIn('/reports/employee-activity');
  expect(await screen.findByText('The report could not be loaded. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByText('No results found')).toBeNull();
  await settle(view.store);
  view.unmount();
}, 30_000);

test('key accounts: the alert with Retry, no "no key accounts" and no pager', async () => {
  failing = /\/key-account-list$/;
  const view = await signedIn('/key-account');
  expect(await screen.findByText(/^The key accounts could not be loaded\./)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByText('No key accounts found.')).toBeNull();
  expect(screen.queryByText(/^Total /)).toBeNull();
  await settle(view.store);
  view.unmount();
}, 30_000);

test('search palette: a failed search says so, not "No results found"', async () => {
  failing = /\/search$/;
  const view = await signedIn('/dashboard/leads-dashboard?start_date=1990-01-01&end_date=1990-01-02');
  await screen.findByRole('button', { name: 'Search' });
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  const box = await screen.findByRole('searchbox', { name: 'Search everything' });
  await userEvent.setup().type(box, 'dhaka');
  expect(await screen.findByText('The search could not be run. Please try again.')).toBeInTheDocument();
  expect(screen.queryByText('No results found')).toBeNull();
  await settle(view.store);
  view.unmount();
}, 30_000);

test.each([
  [
    '/basic-settings/professions',
    /^\/api\/professions$/,
    /^The profession list could not be loaded\./,
    'No data found',
  ],
  [
    '/birthday-wish/birthday-list',
    /\/birthday-wish-list$/,
    /^The birthday list could not be loaded\./,
    'No data found',
  ],
  [
    '/birthday-wish/email-template-settings',
    /\/email-template-settings$/,
    /^The email template could not be loaded\./,
    null,
  ],
  [
    '/basic-settings/roles/1/permissions',
    /\/roles\/1\/permissions$/,
    /^The role's permissions could not be loaded\./,
    'Role not found.',
  ],
])(
  '%s: a failed read shows the alert with Retry, not an empty or endless page',
  async (path, api, alert, notShown) => {
    failing = api;
    const view = await signedIn(path);
    expect(await screen.findByText(alert)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    if (notShown) expect(screen.queryByText(notShown)).toBeNull();
    await settle(view.store);
    view.unmount();
  },
  30_000,
);
