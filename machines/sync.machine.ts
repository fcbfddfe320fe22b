import { assign, fromPromise, setup } from 'xstate';
import type { QueueCounts, SentBatch, SyncContext, SyncEvent, SyncInput } from './sync.types';

export type * from './sync.types';

/** While anything waits, a send is tried this often (each unit also waits out its own backoff). */
export const SYNC_INTERVAL_MS = 30_000;

const notProvided = (what: string) => () => {
  throw new Error(`syncMachine: provide the "${what}" actor`);
};
const counts = (event: unknown) => (event as { output: QueueCounts }).output;
const batch = (event: unknown) => (event as { output: SentBatch }).output;

/**
 * Sends the lead queue (src/queue/) to the server. Framework-free; the actors are bound by
 * src/queue/syncActors.ts (IndexedDB and the API).
 *
 * starting ─(reads the queue)─▶ offline | syncing (something waits) | needsAttention | idle
 * syncing.planning ─▶ syncing.sending ⟲ a few units per send ─▶ settling (none due, or one failed)
 * settling ─(reads the queue)─▶ offline | waiting (retry in 30 s) | needsAttention | idle
 * OFFLINE anywhere ─▶ offline; ONLINE there ─▶ starting. SYNC_NOW sends at once, backoff or not;
 * CHANGED (the queue changed) starts over. Nothing is dropped here: units leave the queue only
 * when the server holds them.
 */
export const syncMachine = setup({
  types: {
    context: {} as SyncContext,
    events: {} as SyncEvent,
    input: {} as SyncInput,
  },
  actors: {
    readQueue: fromPromise<QueueCounts, { force: boolean }>(notProvided('readQueue')),
    sendBatch: fromPromise<SentBatch, { force: boolean }>(notProvided('sendBatch')),
  },
  delays: { interval: SYNC_INTERVAL_MS },
  guards: {
    isOffline: ({ context }) => !context.online,
    hasWaiting: ({ event }) => counts(event).waiting > 0,
    hasDue: ({ event }) => counts(event).due > 0,
    hasAttention: ({ event }) => counts(event).attention > 0,
    roundGoesOn: ({ event }) => batch(event).outcome === 'sent' || batch(event).outcome === 'invalid',
  },
  actions: {
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    storeCounts: assign(({ event }) => {
      const { waiting, due, attention, oldestAt } = counts(event);
      return { waiting, due, attention, oldestAt };
    }),
    forgetCounts: assign({ waiting: 0, due: 0, attention: 0, oldestAt: null }),
    startRound: assign(({ event }) => ({ total: counts(event).due, done: 0 })),
    countDone: assign(({ context, event }) => {
      const done = context.done + batch(event).done;
      // The round goes on, so something may be left: units queued meanwhile are sent in it too.
      return { done, total: Math.max(context.total, done + 1) };
    }),
    force: assign({ force: true }),
    endRound: assign({ force: false, total: 0, done: 0 }),
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => ({
    online: input.online,
    force: false,
    waiting: 0,
    due: 0,
    attention: 0,
    oldestAt: null,
    total: 0,
    done: 0,
  }),
  initial: 'starting',
  on: {
    OFFLINE: { target: '.offline', actions: ['markOffline', 'endRound'] },
    ONLINE: { actions: 'markOnline' },
  },
  states: {
    starting: {
      invoke: {
        id: 'readQueue',
        src: 'readQueue',
        input: ({ context }) => ({ force: context.force }),
        onDone: [
          { guard: 'isOffline', target: 'offline', actions: 'storeCounts' },
          { guard: 'hasWaiting', target: 'syncing', actions: 'storeCounts' },
          { guard: 'hasAttention', target: 'needsAttention', actions: 'storeCounts' },
          { target: 'idle', actions: 'storeCounts' },
        ],
        onError: 'idle',
      },
    },
    offline: {
      // Counts what waits (the header says so offline too).
      invoke: {
        id: 'readQueue',
        src: 'readQueue',
        input: ({ context }) => ({ force: context.force }),
        onDone: { actions: 'storeCounts' },
        // The queue cannot be read (storage refused): the header says only "Offline".
        onError: { actions: 'forgetCounts' },
      },
      on: {
        ONLINE: { target: 'starting', actions: 'markOnline' },
        CHANGED: { target: 'offline', reenter: true },
        // The browser may be wrong about being offline: "Sync now" tries anyway.
        SYNC_NOW: { target: 'syncing', actions: 'force' },
      },
    },
    idle: {
      on: { SYNC_NOW: { target: 'syncing', actions: 'force' }, CHANGED: 'starting' },
    },
    waiting: {
      after: { interval: 'syncing' },
      on: { SYNC_NOW: { target: 'syncing', actions: 'force' }, CHANGED: 'starting' },
    },
    needsAttention: {
      on: { SYNC_NOW: { target: 'syncing', actions: 'force' }, CHANGED: 'starting' },
    },
    syncing: {
      initial: 'planning',
      exit: 'endRound',
      states: {
        planning: {
          invoke: {
            id: 'readQueue',
            src: 'readQueue',
            input: ({ context }) => ({ force: context.force }),
            onDone: [
              { guard: 'hasDue', target: 'sending', actions: ['storeCounts', 'startRound'] },
              { target: '#sync.settling', actions: 'storeCounts' },
            ],
            onError: '#sync.settling',
          },
        },
        sending: {
          invoke: {
            id: 'sendBatch',
            src: 'sendBatch',
            input: ({ context }) => ({ force: context.force }),
            onDone: [
              { guard: 'roundGoesOn', target: 'sending', reenter: true, actions: 'countDone' },
              { target: '#sync.settling' },
            ],
            onError: '#sync.settling',
          },
        },
      },
    },
    settling: {
      invoke: {
        id: 'readQueue',
        src: 'readQueue',
        input: ({ context }) => ({ force: context.force }),
        onDone: [
          { guard: 'isOffline', target: 'offline', actions: 'storeCounts' },
          { guard: 'hasWaiting', target: 'waiting', actions: 'storeCounts' },
          { guard: 'hasAttention', target: 'needsAttention', actions: 'storeCounts' },
          { target: 'idle', actions: 'storeCounts' },
        ],
        onError: 'idle',
      },
    },
  },
});
