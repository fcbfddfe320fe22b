/**
 * The wizard's final save offline (issue 29, booth target: p95 <= 100 ms at 4x CPU, measured by
 * `npm run bench:web -- --only booth`): what it must not do, counted rather than timed. The click
 * renders neither the wizard's layout nor step 2's component until the unit is stored (each render
 * re-ran the whole step), the duplicate check reads the stored index without RTK Query, and the
 * unit is written in one strict transaction committed with its write (Chromium's default has been
 * 'relaxed' since 121); the sync hears of it after the screen moved on. Real app and server, the queue in IndexedDB through fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queueInitialInfo, queuePersons } from '../../src/queue/enqueue';
import { onQueueChanged } from '../../src/queue/queueEvents';
import { putUnit, unitsOf } from '../../src/queue/store';
import type { QueuedLead } from '../../src/queue/types';
import { initialInfo } from '../api/lead-wizard-fixtures';
import { emptyQueueDb } from './support/queueDb';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, useTestServer } from './support/server';
import { network } from './support/network';

// Counts the renders of the wizard's layout and of its step 2 (both loaded lazily by the routes).
const mockRenders = { layout: 0, step2: 0 };
jest.mock('../../src/features/lead-wizard/LeadWizardLayout', () => {
  const actual = jest.requireActual('../../src/features/lead-wizard/LeadWizardLayout');
  return {
    __esModule: true,
    default: function CountedLayout() {
      mockRenders.layout++;
      return actual.default();
    },
  };
});
jest.mock('../../src/features/lead-wizard/ConcernPersonStep', () => {
  const actual = jest.requireActual('../../src/features/lead-wizard/ConcernPersonStep');
  return {
    __esModule: true,
    default: function CountedStep2() {
      mockRenders.step2++;
      return actual.default();
    },
  };
});

const server = useTestServer();
jest.setTimeout(60_000);

beforeEach(async () => {
  localStorage.clear();
  network.online = true;
  await emptyQueueDb();
});
afterEach(() => jest.restoreAllMocks());

async function userIdOf(token: string): Promise<number> {
  const answer = await server().request('GET', '/get-role-permissions', { token });
  return (answer.body as { contents: { user: { id: number } } }).contents.user.id;
}

/** Step 1 queued on this device, waiting for its persons (what the booth's step 1 leaves). */
function step1Unit(owner: number): QueuedLead {
  const title = `Booth Final Save ${Date.now()}`;
  return {
    clientId: crypto.randomUUID(),
    owner,
    capturedAt: Date.now(),
    state: 'waiting',
    lastError: null,
    fieldErrors: {},
    attempts: 0,
    nextAttemptAt: Date.now(),
    title,
    leadId: null,
    initialInfo: initialInfo({ organization_name: title }),
    persons: null,
    cards: [],
  };
}

test('offline, Save Changes renders neither the wizard layout nor step 2 until the lead waits on the device', async () => {
  const user = userEvent.setup();
  const token = await server().login(STAFF.email, STAFF.password);
  const owner = await userIdOf(token);
  storeSession(token);
  // One online visit keeps the wizard's lists and the duplicate index for offline use.
  const visit = renderApp('/leads-organization/initial-info', server().baseUrl);
  const status = (key: string) => visit.store.getState().api.queries[key]?.status;
  await waitFor(() => expect(status('leadDuplicateIndex(undefined)')).toBe('fulfilled'));
  await settle(visit.store);
  visit.unmount();

  const unit = step1Unit(owner);
  await putUnit(unit);
  network.online = false;
  const view = renderApp(`/leads-organization/concern-person-info?queued=${unit.clientId}`, server().baseUrl);
  const form = await screen.findByRole('form', { name: 'Concern Person Information' });
  const one = within(form).getByRole('group', { name: 'Concern person 1' });
  await user.type(within(one).getByLabelText(/^Name/), 'Booth Person');
  await user.type(within(one).getByLabelText(/^Phone/), '01711 424242{Enter}');
  await user.type(within(one).getByLabelText(/^Email/), `final.${Date.now()}@example.com{Enter}`);

  mockRenders.layout = 0;
  mockRenders.step2 = 0;
  const heardAt: string[] = [];
  const stopHearing = onQueueChanged(() => heardAt.push(view.router.state.location.pathname));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByRole('heading', { name: 'Waiting to sync' });
  await screen.findByRole('listitem', { name: unit.title });
  // The sync (and the header's count) hears of the new unit once the screen has moved on.
  await waitFor(() => expect(heardAt).toEqual(['/waiting-to-sync']));
  stopHearing();
  // Step 2's form renders its busy button itself; the layout renders once, to leave for the list.
  expect(mockRenders.step2).toBe(0);
  expect(mockRenders.layout).toBe(1);
  // The duplicate check read the stored index directly: no call, no store update of its query.
  expect(view.store.getState().api.queries['leadDuplicateIndex(undefined)']).toBeUndefined();
  const [stored] = await unitsOf(owner);
  expect(stored.clientId).toBe(unit.clientId);
  expect((stored as QueuedLead).persons?.concern_person_info[0]).toMatchObject({ name: 'Booth Person' });
  await settle(view.store);
});

test('a queued step is one strict write transaction, committed with its write', async () => {
  const transaction = jest.spyOn(IDBDatabase.prototype, 'transaction');
  const commit = jest.spyOn(IDBTransaction.prototype, 'commit');
  const clientId = crypto.randomUUID();
  await queueInitialInfo(7, clientId, initialInfo({ organization_name: 'Strict Booth' }));
  await queuePersons(7, { clientId, leadId: null, title: 'Strict Booth' }, [{ name: 'Ann' }]);

  const writes = transaction.mock.calls.filter(([, mode]) => mode === 'readwrite');
  expect(writes).toEqual([
    ['leads', 'readwrite', { durability: 'strict' }],
    ['leads', 'readwrite', { durability: 'strict' }],
  ]);
  // Committed as soon as the write is asked for, not after its answer came back.
  expect(commit).toHaveBeenCalledTimes(2);
  const [unit] = (await unitsOf(7)) as QueuedLead[];
  expect(unit.persons?.concern_person_info).toEqual([{ name: 'Ann' }]);
});
