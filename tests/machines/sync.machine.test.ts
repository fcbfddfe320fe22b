/**
 * Model-based test of machines/sync.machine.ts against the API server: every transition of the
 * machine's graph is replayed with the app's own actors (src/queue/syncActors.ts: IndexedDB through
 * fake-indexeddb, the calls through RTK Query). Each actor is held until the test has arranged the
 * queue (and the network) for the outcome the path names, then runs for real; afterwards we check
 * what the queue and the server hold.
 */
import 'fake-indexeddb/auto';
import { createActor, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { createAppStore } from '../../src/app/store';
import { baseApi } from '../../src/api/baseApi';
import {
  SYNC_INTERVAL_MS,
  syncMachine,
  type SentBatch,
  type SyncContext,
  type SyncEvent,
} from '../../machines/sync.machine';
import { readCounts, sendBatch, SYNC_CONCURRENCY } from '../../src/queue/sendBatch';
import { closeQueueDb, queueDb } from '../../src/queue/db';
import { queueClock } from '../../src/queue/clock';
import { retryDelayMs } from '../../src/queue/backoff';
import { unitsOf, putUnit } from '../../src/queue/store';
import type { QueuedLead } from '../../src/queue/types';
import { LIKELY_DUPLICATE } from '../../contract/duplicates';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  transitionPaths,
  type GraphStep,
  type Serialize,
  type TransitionPath,
} from './support/transition-paths';
import { coverageSummary, definitionCoverage } from './support/definition-coverage';
import { initialInfo, person } from '../api/lead-wizard-fixtures';

const OWNER = 1;
const DELAY_EVENT = 'xstate.after.interval.sync.waiting';
const counts = (waiting: number, due: number, attention: number) => ({
  waiting,
  due,
  attention,
  oldestAt: waiting ? 1 : null,
});
/**
 * The sends the paths take, as arranged below: a full batch sent (one more unit waits after it), a
 * valid, an invalid and a likely duplicate unit together, an unreachable server, nothing due.
 */
const BATCHES: SentBatch[] = [
  { outcome: 'sent', done: SYNC_CONCURRENCY },
  { outcome: 'invalid', done: 3 },
  { outcome: 'failed', done: 0 },
  { outcome: 'none', done: 0 },
];
const EVENTS: EventObject[] = [
  { type: 'ONLINE' },
  { type: 'OFFLINE' },
  { type: 'SYNC_NOW' },
  { type: 'CHANGED' },
  { type: DELAY_EVENT },
  { type: 'xstate.done.actor.readQueue', output: counts(0, 0, 0) } as EventObject,
  { type: 'xstate.done.actor.readQueue', output: counts(1, 1, 0) } as EventObject,
  { type: 'xstate.done.actor.readQueue', output: counts(1, 0, 0) } as EventObject,
  { type: 'xstate.done.actor.readQueue', output: counts(0, 0, 1) } as EventObject,
  { type: 'xstate.error.actor.readQueue', error: { status: 'storage' } } as EventObject,
  ...BATCHES.map((output) => ({ type: 'xstate.done.actor.sendBatch', output }) as EventObject),
  { type: 'xstate.error.actor.sendBatch', error: { status: 'storage' } } as EventObject,
];

/**
 * Vertices: the state value, whether the browser says online (the `isOffline` guard reads it) and,
 * while sending, whether a unit of the round is done (so a send that goes on to the next unit is
 * an edge of its own, not a loop the graph drops).
 */
const syncState: Serialize = (snapshot) => {
  const c = snapshot.context as SyncContext;
  const value = JSON.stringify(snapshot.value);
  // Offline, the queue is only counted: what it counts is the outcome.
  const more =
    value.includes('sending') && c.done > 0
      ? ' after a unit'
      : value === '"offline"'
        ? ` counting ${c.waiting}+${c.attention}`
        : '';
  return `${value}${c.online ? '' : ' offline'}${more}`;
};

let server: TestServer;
let token: string;
let store: ReturnType<typeof createAppStore>;
let unreachable: ReturnType<typeof createAppStore>;
let counter = 0;
const realIndexedDb = globalThis.indexedDB;
// The queue's clock (captured-at and retry times) stands still unless the test moves it.
let now = Date.parse('2026-03-01T09:00:00Z');
queueClock.now = () => now;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin@crms.test', 'Admin#123');
  localStorage.setItem('bearer_token', token);
  localStorage.setItem('token_expiration', new Date(Date.now() + 3_600_000).toISOString());
  store = createAppStore({ apiUrl: server.baseUrl });
  unreachable = createAppStore({ apiUrl: 'http://127.0.0.1:9' });
}, 30_000);
afterAll(async () => {
  store?.dispatch(baseApi.util.resetApiState());
  unreachable?.dispatch(baseApi.util.resetApiState());
  await closeQueueDb();
  await server?.close();
});
beforeEach(async () => {
  // Each path starts from an empty 'crms-queue'.
  await closeQueueDb();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('crms-queue');
    request.onsuccess = request.onerror = resolve;
  });
});

const unique = () => `Sync MBT ${Date.now()}-${++counter}`;
const leadsNamed = async (org: string) =>
  (
    await server.request(
      'GET',
      `/leads?search=${encodeURIComponent(org)}&start_date=1970-01-01&end_date=2999-12-31`,
      { token },
    )
  ).body.contents.data.filter((l: { organization_name?: string }) => JSON.stringify(l).includes(org));

function unit(fields: Partial<QueuedLead>): QueuedLead {
  const org = unique();
  return {
    clientId: crypto.randomUUID(),
    owner: OWNER,
    capturedAt: queueClock.now(),
    state: 'waiting',
    lastError: null,
    fieldErrors: {},
    attempts: 0,
    nextAttemptAt: queueClock.now(),
    title: org,
    leadId: null,
    // Its own phone too: the sync refuses a lead whose name or phone another has (contract/duplicates.ts).
    initialInfo: initialInfo({ organization_name: org, phone: `01555 ${String(counter).padStart(6, '0')}` }),
    persons: { concern_person_info: [person({ email: [`sync.${Date.now()}.${counter}@example.com`] })] },
    cards: [],
    ...fields,
  };
}

/** The queue holds exactly `units` (of the owner; another user's unit is always there too). */
async function queueHolds(...units: QueuedLead[]) {
  const db = await queueDb();
  await db.clear('leads');
  await putUnit(unit({ owner: OWNER + 1 }));
  for (const u of units) await putUnit(u);
}

/** A unit named as a lead the server already holds (created here). */
async function duplicateUnit(): Promise<QueuedLead> {
  const twin = unit({});
  await server.request('POST', '/store-leads-initial-info', {
    token,
    body: { ...twin.initialInfo, phone: `01888 ${String(++counter).padStart(6, '0')}` },
  });
  return twin;
}

/** What the queue must hold for an actor outcome, and whether the server can be reached. */
async function arrange(
  step: GraphStep,
  force: boolean,
): Promise<{ reachable: boolean; broken: boolean; units?: QueuedLead[] }> {
  const e = step.event as { type: string; output?: unknown };
  if (e.type.startsWith('xstate.error.')) return { reachable: true, broken: true };
  if (e.type === 'xstate.done.actor.readQueue') {
    const c = e.output as ReturnType<typeof counts>;
    if (c.attention) await queueHolds(unit({ state: 'needsAttention' }));
    else if (c.due) await queueHolds(unit({}));
    // Waiting but not due: its backoff runs; under "Sync now", one whose persons are not entered.
    else if (c.waiting)
      await queueHolds(
        force ? unit({ persons: null }) : unit({ attempts: 1, nextAttemptAt: queueClock.now() + 60_000 }),
      );
    else await queueHolds();
    return { reachable: true, broken: false };
  }
  const { outcome } = e.output as SentBatch;
  const later = () => {
    now += 1;
    return unit({ capturedAt: now });
  };
  const units =
    outcome === 'sent'
      ? Array.from({ length: SYNC_CONCURRENCY + 1 }, later)
      : outcome === 'invalid'
        ? [later(), unit({ initialInfo: initialInfo({ organization_name: '' }) }), await duplicateUnit()]
        : outcome === 'failed'
          ? [unit({})]
          : [];
  // Stored newest first: the send must pick the oldest by capture time, not by insertion.
  await queueHolds(...[...units].reverse());
  return { reachable: outcome !== 'failed', broken: false, units };
}

/** IndexedDB itself fails (a quota error on open): the actors' storage failure, for real. */
async function breakStorage() {
  await closeQueueDb();
  (globalThis as { indexedDB: unknown }).indexedDB = {
    open: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}
async function mendStorage() {
  (globalThis as { indexedDB: unknown }).indexedDB = realIndexedDb;
  await closeQueueDb();
}

/** Resolves once `condition` holds (checked on every turn of the event loop), or fails. */
async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function play(path: TransitionPath) {
  // Invoked actors wait here until the test has arranged the queue for their outcome.
  const held = new Set<() => void>();
  let finished = 0;
  let reachable = true;
  let sent: SentBatch | null = null;
  const hold = <T>(signal: AbortSignal, run: () => Promise<T>) =>
    new Promise<void>((go) => {
      held.add(go);
      signal.addEventListener('abort', () => held.delete(go));
    })
      .then(run)
      .finally(() => void (finished += 1));
  const clock = new SimulatedClock();
  const actor = createActor(
    syncMachine.provide({
      actors: {
        readQueue: fromPromise(({ input, signal }: { input: { force: boolean }; signal: AbortSignal }) =>
          hold(signal, () => readCounts(OWNER, input.force)),
        ),
        sendBatch: fromPromise(({ input, signal }: { input: { force: boolean }; signal: AbortSignal }) =>
          hold(signal, async () => {
            sent = await sendBatch(reachable ? store.dispatch : unreachable.dispatch, OWNER, input.force);
            return sent;
          }),
        ),
      },
    }),
    { input: { online: true }, clock },
  ).start();
  const ctx = () => actor.getSnapshot().context;

  for (const [i, step] of path.steps.entries()) {
    const type = step.event.type;
    let plan: Awaited<ReturnType<typeof arrange>> | null = null;
    if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
      plan = await arrange(step, ctx().force);
      reachable = plan.reachable;
      if (plan.broken) await breakStorage();
      await until(() => held.size === 1, 'the actor to start');
      const before = finished;
      const [go] = held;
      held.delete(go);
      go();
      await until(() => finished > before, 'the actor to finish');
      // Its done / error event is delivered after the promise settles.
      await new Promise((resolve) => setImmediate(resolve));
      if (plan.broken) await mendStorage();
    } else if (type === DELAY_EVENT) {
      now += SYNC_INTERVAL_MS;
      clock.increment(SYNC_INTERVAL_MS);
    } else {
      actor.send(step.event as SyncEvent);
    }
    const actual = syncState(actor.getSnapshot());
    if (actual !== step.state) throw new Error(`step ${i} (${type}): expected ${step.state}, got ${actual}`);
    await check(step, plan, ctx(), sent);
  }
  actor.stop();
}

async function check(
  step: GraphStep,
  plan: Awaited<ReturnType<typeof arrange>> | null,
  c: SyncContext,
  sent: SentBatch | null,
) {
  const e = step.event as { type: string; output?: unknown };
  const other = (await unitsOf(OWNER + 1))[0];
  if (plan && !plan.broken) {
    // Another user's unit is never read nor sent.
    expect(other).toMatchObject({ state: 'waiting', attempts: 0 });
  }
  if (e.type === 'xstate.error.actor.readQueue' && step.state.startsWith('"offline"'))
    expect({ waiting: c.waiting, attention: c.attention }).toEqual({ waiting: 0, attention: 0 });
  if (e.type === 'xstate.done.actor.readQueue') {
    const out = e.output as ReturnType<typeof counts>;
    expect({ waiting: c.waiting, attention: c.attention }).toEqual({
      waiting: out.waiting,
      attention: out.attention,
    });
  }
  if (e.type === 'xstate.done.actor.sendBatch' && plan?.units) {
    // The batch the send reports is the one the path names.
    expect(sent).toEqual(e.output);
    const { outcome } = e.output as SentBatch;
    const left = await unitsOf(OWNER);
    const isLeft = (u: QueuedLead) => left.find((x) => x.clientId === u.clientId) as QueuedLead | undefined;
    const onServerOnce = async (u: QueuedLead) => {
      expect(isLeft(u)).toBeUndefined();
      const leads = await leadsNamed(u.title);
      expect(leads).toHaveLength(1);
      const stored = (await server.request('GET', `/leads/${leads[0].id}`, { token })).body.contents;
      expect(stored.concern_person).toHaveLength(1);
    };
    if (outcome === 'sent') {
      // The oldest SYNC_CONCURRENCY went; the newest waits for the next send.
      const [newest, ...oldest] = [...plan.units].reverse();
      for (const u of oldest) await onServerOnce(u);
      expect(left.map((u) => u.clientId)).toEqual([newest.clientId]);
      expect(await leadsNamed(newest.title)).toHaveLength(0);
    }
    if (outcome === 'invalid') {
      const [valid, invalid, twin] = plan.units;
      await onServerOnce(valid);
      expect(isLeft(invalid)?.state).toBe('needsAttention');
      expect(Object.keys(isLeft(invalid)?.fieldErrors ?? {})).toContain('organization_name');
      // The likely duplicate is held, not created: the server still lists only its twin.
      expect(isLeft(twin)).toMatchObject({ state: 'needsAttention', lastError: LIKELY_DUPLICATE });
      expect(isLeft(twin)?.duplicates).toEqual([
        expect.objectContaining({
          kind: 'lead',
          organization_name: twin.title,
          reasons: ['organization_name'],
        }),
      ]);
      expect(await leadsNamed(twin.title)).toHaveLength(1);
    }
    if (outcome === 'failed') {
      const [u] = plan.units;
      expect(isLeft(u)).toMatchObject({ state: 'waiting', attempts: 1, leadId: null });
      expect(isLeft(u)?.nextAttemptAt).toBe(queueClock.now() + retryDelayMs(1));
      expect(await leadsNamed(u.title)).toHaveLength(0);
    }
  }
  if (e.type === 'OFFLINE') expect(c.online).toBe(false);
  if (e.type === 'ONLINE') expect(c.online).toBe(true);
}

/**
 * Offline the count is read once per entry (and again on CHANGED), and its outcome stays offline:
 * the graph, knowing nothing of finished actors, would read it twice. Such a path gets a CHANGED
 * (which re-reads and leaves the vertex as it is) before the second outcome.
 */
function readingAgain(path: TransitionPath): TransitionPath {
  const steps: GraphStep[] = [];
  let reading = false;
  let previous = '"starting"';
  for (const step of path.steps) {
    const wasOffline = previous.startsWith('"offline"');
    const isOffline = step.state.startsWith('"offline"');
    const outcome = /^xstate\.(done|error)\.actor\./.test(step.event.type);
    if (wasOffline && isOffline && outcome) {
      if (!reading) steps.push({ event: { type: 'CHANGED' }, state: previous });
      reading = false;
    } else if (isOffline && (!wasOffline || step.event.type === 'CHANGED')) reading = true;
    steps.push(step);
    previous = step.state;
  }
  return { ...path, steps };
}

const paths = transitionPaths(syncMachine, EVENTS, syncState, { online: true }).map(readingAgain);

describe('sync machine (model-based, against the API server)', () => {
  it('the paths cover every state and every transition of the machine definition', () => {
    const result = definitionCoverage(syncMachine, paths, { input: { online: true }, serialize: syncState });
    console.log(coverageSummary('sync machine', result, paths.length));
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => play(path), 30_000);
});

describe('retry backoff', () => {
  it('starts at 30 s, doubles, and stops growing at 10 min (never gives up)', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000,
    ]);
  });
});
