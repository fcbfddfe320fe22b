/**
 * Booth mode on screen (issue 29): the header's sync status texts, and the Waiting to sync screen
 * over a real queue (IndexedDB through fake-indexeddb) and the real server: the owner's leads
 * only, a refused lead fixed and resent, everything sent once the browser is online again.
 */
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ageText, syncStatusText } from '../../src/queue/statusText';
import { STORAGE_WARNING } from '../../src/queue/storage';
import { putUnit, unitsOf } from '../../src/queue/store';
import { queueClock } from '../../src/queue/clock';
import type { QueuedLead } from '../../src/queue/types';
import type { SyncContext } from '../../machines/sync.machine';
import { LIKELY_DUPLICATE } from '../../contract/duplicates';
import { initialInfo, person } from '../api/lead-wizard-fixtures';
import { emptyQueueDb } from './support/queueDb';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, STAFF, useTestServer } from './support/server';
import { QUEUED_LEAD_GONE } from '../../src/queue/messages';
import { network } from './support/network';

// sweetalert2 does not lay out in jsdom: the confirm is recorded and answered yes here.
const asked: Array<{ title?: string; confirmButtonText?: string }> = [];
jest.mock('../../src/lib/confirm', () => ({
  confirm: async (options: { title?: string; confirmButtonText?: string }) => {
    asked.push(options);
    return true;
  },
}));

const server = useTestServer();
jest.setTimeout(30_000);

const NOW = Date.parse('2026-03-01T09:00:00Z');
queueClock.now = () => NOW;

beforeEach(async () => {
  localStorage.clear();
  network.online = true;
  await emptyQueueDb();
});

const context = (fields: Partial<SyncContext>): SyncContext => ({
  online: true,
  force: false,
  waiting: 0,
  due: 0,
  attention: 0,
  oldestAt: null,
  total: 0,
  done: 0,
  ...fields,
});

test("the header says what the queue is doing, in the issue's words", () => {
  expect(syncStatusText(false, context({ online: false, waiting: 3 }), NOW)).toBe('Offline');
  expect(syncStatusText(false, context({ waiting: 3, oldestAt: NOW - 12 * 60_000 }), NOW)).toBe(
    '3 waiting to sync, oldest 12 min ago',
  );
  expect(syncStatusText(true, context({ waiting: 3, total: 3, done: 1 }), NOW)).toBe('Syncing 2 of 3');
  expect(syncStatusText(false, context({ attention: 1 }), NOW)).toBe('1 needs attention');
  expect(syncStatusText(false, context({ attention: 2 }), NOW)).toBe('2 need attention');
  expect(syncStatusText(false, context({}), NOW)).toBeNull();
  expect([30_000, 3 * 3_600_000, 3 * 86_400_000].map(ageText)).toEqual([
    'less than 1 min ago',
    '3 h ago',
    '3 days ago',
  ]);
});

async function userIdOf(token: string): Promise<number> {
  const answer = await server().request('GET', '/get-role-permissions', { token });
  return (answer.body as { contents: { user: { id: number } } }).contents.user.id;
}

/**
 * The user's one online visit before the booth: the app learns who the token belongs to and keeps
 * that answer for offline starts (src/offline/cachedBaseQuery.ts). Offline, the app calls nothing.
 */
async function visitOnline(token: string) {
  network.online = true;
  storeSession(token);
  const view = renderApp('/profile', server().baseUrl);
  await waitFor(() => expect(view.store.getState().auth.user).not.toBeNull());
  await settle(view.store);
  view.unmount();
}

let counter = 0;
function unit(owner: number, fields: Partial<QueuedLead> = {}): QueuedLead {
  const org = `Booth Screen ${Date.now()}-${++counter}`;
  return {
    clientId: crypto.randomUUID(),
    owner,
    capturedAt: NOW - 12 * 60_000,
    state: 'waiting',
    lastError: null,
    fieldErrors: {},
    attempts: 0,
    nextAttemptAt: NOW,
    title: org,
    leadId: null,
    // Its own phone too: the sync refuses a lead whose name or phone another has (contract/duplicates.ts).
    initialInfo: initialInfo({ organization_name: org, phone: `01666 ${String(counter).padStart(6, '0')}` }),
    persons: { concern_person_info: [person({ email: [`screen.${Date.now()}.${counter}@example.com`] })] },
    cards: [],
    ...fields,
  };
}

test("Waiting to sync: offline it lists the owner's leads; a refused one is fixed; online all are sent once", async () => {
  const token = await server().login(STAFF.email, STAFF.password);
  const staff = await userIdOf(token);
  const waiting = unit(staff);
  const refused = unit(staff, {
    state: 'needsAttention',
    title: '',
    initialInfo: initialInfo({ organization_name: '' }),
    lastError: 'The given data was invalid.',
    fieldErrors: { organization_name: ['The organization name field is required.'] },
  });
  const someoneElses = unit(staff + 1000);
  await visitOnline(token);
  for (const u of [waiting, refused, someoneElses]) await putUnit(u);
  network.online = false;
  const view = renderApp('/waiting-to-sync', server().baseUrl);

  const list = await screen.findByRole('list', { name: 'Leads waiting to sync' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(within(list).queryByText(someoneElses.title)).toBeNull();
  expect(await screen.findByRole('link', { name: 'Offline' })).toHaveAttribute('href', '/waiting-to-sync');
  const item = within(list).getByRole('listitem', { name: waiting.title });
  expect(item).toHaveTextContent('Waiting');
  const fix = within(list).getByRole('listitem', { name: 'Lead without a name' });
  expect(fix).toHaveTextContent('Needs attention');
  expect(fix).toHaveTextContent('The organization name field is required.');

  const fixedName = `Booth Fixed ${Date.now()}`;
  await userEvent.type(within(fix).getByLabelText(/organization name/i), fixedName);
  await userEvent.click(within(fix).getByRole('button', { name: 'Fix and resend' }));
  await within(list).findByRole('listitem', { name: fixedName });
  expect((await unitsOf(staff)).map((u) => u.state)).toEqual(['waiting', 'waiting']);

  // Back online: the browser's event starts the sync; both leave the queue, once each on the server.
  network.online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Nothing is waiting to sync.', {}, { timeout: 25_000 })).toBeInTheDocument();
  for (const name of [waiting.title, fixedName]) {
    const found = await server().request('GET', `/leads?search=${encodeURIComponent(name)}`, { token });
    expect((found.body as { contents: { data: unknown[] } }).contents.data).toHaveLength(1);
  }
  // Another user's lead was neither shown nor sent.
  expect(await unitsOf(staff + 1000)).toHaveLength(1);
  await settle(view.store);
});

test('a likely duplicate waits in Needs attention with the match; Create anyway sends it, Discard drops it', async () => {
  const token = await server().login(STAFF.email, STAFF.password);
  const staff = await userIdOf(token);
  const [kept, dropped] = [unit(staff), unit(staff)];
  const existing: Record<string, number> = {};
  for (const u of [kept, dropped]) {
    const made = await server().request('POST', '/store-leads-initial-info', {
      token,
      body: initialInfo({ organization_name: u.title, phone: `01777 ${++counter}00000` }),
    });
    existing[u.title] = (made.body as { contents: { id: number } }).contents.id;
  }
  for (const u of [kept, dropped]) await putUnit(u);
  const named = async (name: string) =>
    (
      (await server().request('GET', `/leads?search=${encodeURIComponent(name)}`, { token })).body as {
        contents: { data: { id: number }[] };
      }
    ).contents.data;
  storeSession(token);
  const view = renderApp('/waiting-to-sync', server().baseUrl);

  // Online from the start: the sync sends both, the server refuses both as likely duplicates.
  const list = await screen.findByRole('list', { name: 'Leads waiting to sync' });
  const item = within(list).getByRole('listitem', { name: kept.title });
  await within(item).findByText(LIKELY_DUPLICATE, {}, { timeout: 25_000 });
  expect(item).toHaveTextContent('Needs attention');
  expect(
    within(item).getByRole('link', { name: `Lead #${existing[kept.title]}: ${kept.title}` }),
  ).toHaveAttribute('href', `/leads-organization/${existing[kept.title]}/leads-details`);
  expect(item).toHaveTextContent('(same organization name)');
  expect(within(item).queryByRole('button', { name: 'Fix and resend' })).toBeNull();
  expect(await named(kept.title)).toHaveLength(1);

  const other = within(list).getByRole('listitem', { name: dropped.title });
  await within(other).findByText(LIKELY_DUPLICATE);
  await userEvent.click(within(other).getByRole('button', { name: 'Discard' }));
  await waitFor(() =>
    expect(asked).toContainEqual(
      expect.objectContaining({ title: 'Discard this lead?', confirmButtonText: 'Discard' }),
    ),
  );
  await waitFor(() => expect(within(list).queryByRole('listitem', { name: dropped.title })).toBeNull());

  await userEvent.click(within(item).getByRole('button', { name: 'Create anyway' }));
  expect(await screen.findByText('Nothing is waiting to sync.', {}, { timeout: 25_000 })).toBeInTheDocument();
  const leads = await named(kept.title);
  expect(leads).toHaveLength(2);
  const created = leads.find((l) => l.id !== existing[kept.title]) as { id: number };
  const stored = await server().request('GET', `/leads/${created.id}`, { token });
  expect((stored.body as { contents: { concern_person: unknown[] } }).contents.concern_person).toHaveLength(
    1,
  );
  expect(await named(dropped.title)).toHaveLength(1);
  await settle(view.store);
});

test('another user signed in on the same browser sees none of it', async () => {
  const staffToken = await server().login(STAFF.email, STAFF.password);
  await putUnit(unit(await userIdOf(staffToken)));
  await visitOnline(await server().login(ADMIN.email, ADMIN.password));
  network.online = false;
  const view = renderApp('/waiting-to-sync', server().baseUrl);
  expect(await screen.findByText('Nothing is waiting to sync.')).toBeInTheDocument();
  await settle(view.store);
});

test('the app asks for persistent storage and warns once the origin uses 80% of its quota', async () => {
  const persist = jest.fn(async () => true);
  Object.defineProperty(window.navigator, 'storage', {
    configurable: true,
    value: { persist, estimate: async () => ({ usage: 80, quota: 100 }) },
  });
  try {
    storeSession(await server().login(STAFF.email, STAFF.password));
    const view = renderApp('/waiting-to-sync', server().baseUrl);
    expect(await screen.findByText(STORAGE_WARNING)).toBeInTheDocument();
    expect(persist).toHaveBeenCalled();
    await settle(view.store);
  } finally {
    Reflect.deleteProperty(window.navigator, 'storage');
  }
});

test('a lead waiting without its persons is continued from Waiting to sync; one no longer waiting says so', async () => {
  const token = await server().login(STAFF.email, STAFF.password);
  const staff = await userIdOf(token);
  const incomplete = unit(staff, { persons: null });
  await visitOnline(token);
  // The wizard opened once online keeps its lists for offline use (src/offline/offlineReads.ts).
  const wizard = renderApp('/leads-organization/initial-info', server().baseUrl);
  const status = (key: string) => wizard.store.getState().api.queries[key]?.status;
  await waitFor(() => expect(status('masterList("industries")')).toBe('fulfilled'));
  await waitFor(() => expect(status('informationSources(undefined)')).toBe('fulfilled'));
  await settle(wizard.store);
  wizard.unmount();
  await putUnit(incomplete);
  network.online = false;
  const view = renderApp('/waiting-to-sync', server().baseUrl);
  const item = await screen.findByRole('listitem', { name: incomplete.title });
  expect(item).toHaveTextContent('Concern persons not entered yet: it is not sent without them.');
  await userEvent.click(within(item).getByRole('link', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Concern Person Information' })).toBeInTheDocument();
  expect(view.router.state.location.search).toBe(`?queued=${incomplete.clientId}`);
  // Back shows step 1 as captured: the industry and source chosen from the lists by name.
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByLabelText(/Organization Name/)).toHaveValue(incomplete.title);
  // The names come from the lists this device keeps (read offline, asynchronously).
  await waitFor(() => expect(screen.getByLabelText(/Industry Type/)).toHaveValue('Textiles & Garments'));
  expect(screen.getByLabelText(/Information Source/)).toHaveValue('Exhibition Visit');
  view.unmount();

  const gone = renderApp(
    `/leads-organization/concern-person-info?queued=${crypto.randomUUID()}`,
    server().baseUrl,
  );
  expect(await screen.findByText(QUEUED_LEAD_GONE)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Initial Information' })).toBeInTheDocument();
  await settle(gone.store);
});
