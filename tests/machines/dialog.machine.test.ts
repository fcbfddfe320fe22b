/**
 * Model-based test of machines/dialog.machine.ts against the real API (json-server behind our
 * server): every transition of the machine's graph is replayed with the real save/remove actors
 * of the master-data screens (src/features/master-data/dialogActors.ts) on the professions
 * collection, and after every actor outcome we check what the server holds.
 */
import { createActor, waitFor, type EventObject } from 'xstate';
import { dialogMachine, type DialogRecord } from '../../machines/dialog.machine';
import { createAppStore } from '../../src/app/store';
import { createDialogActors } from '../../src/features/master-data/dialogActors';
import { descriptorFor } from '../../src/features/master-data/descriptors';
import { startTestServer, type TestServer } from '../support/test-server';
import { replay, type GraphStep, type TransitionPath } from './support/transition-paths';
import { describeDialogPaths, dialogEvents } from './support/dialog-model';

const PLACEHOLDER: DialogRecord = { id: -1, name: 'placeholder' };
const EVENTS = dialogEvents(PLACEHOLDER);

const descriptor = descriptorFor('professions');
let server: TestServer;
let token: string;
let store: ReturnType<typeof createAppStore>;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin@crms.test', 'Admin#123');
  localStorage.setItem('bearer_token', token);
  localStorage.setItem('token_expiration', new Date(Date.now() + 3_600_000).toISOString());
  store = createAppStore({ apiUrl: server.baseUrl });
}, 30_000);
afterAll(() => server?.close());

/** The screens' actors, plus toast stand-ins that record what the user would be told. */
const machine = (told: string[]) =>
  dialogMachine.provide({
    actors: createDialogActors(store.dispatch, descriptor),
    actions: {
      notifySuccess: ({ context }) => void told.push(`success: ${context.lastMessage}`),
      notifyFailure: ({ context }) => void told.push(`failure: ${context.errorMessage}`),
    },
  });
const unique = () => `Profession ${Date.now()}-${++counter}`;
const outcomeOf = (step: GraphStep | undefined) =>
  step
    ? `${step.event.type}:${String((step.event as { error?: { status?: number } }).error?.status ?? '')}`
    : '';

async function createProfession(): Promise<DialogRecord> {
  const res = await server.request('POST', '/professions', {
    token,
    body: { name: unique(), description: 'seed' },
  });
  expect(res.status).toBe(201);
  return res.body.contents;
}
async function deletedProfession(): Promise<DialogRecord> {
  const record = await createProfession();
  expect((await server.request('DELETE', `/professions/${record.id}`, { token })).status).toBe(200);
  return record;
}
const professions = async (): Promise<DialogRecord[]> =>
  (await server.request('GET', '/professions', { token })).body.contents;

/** Plays one path; tracks what was sent so each actor outcome can be checked on the server. */
async function play(path: TransitionPath) {
  const told: string[] = [];
  const actor = createActor(machine(told)).start();
  // While an actor runs, OPEN/REQUEST_DELETE are ignored: send them at once (no server work), or
  // the running actor could finish while we prepare a record and the event would land elsewhere.
  const busy = () => actor.getSnapshot().matches('submitting') || actor.getSnapshot().matches('deleting');
  const sent: { record?: DialogRecord | null; name?: string } = {};
  const removeFails = path.steps.some((s) => s.event.type === 'xstate.error.actor.remove');

  const materialize = async (event: EventObject, next: GraphStep | undefined): Promise<EventObject> => {
    if (busy()) return event;
    switch (event.type) {
      case 'OPEN': {
        const record = (event as { record?: DialogRecord }).record ? await createProfession() : null;
        sent.record = record;
        return { type: 'OPEN', record } as EventObject;
      }
      case 'REQUEST_DELETE': {
        const record = removeFails ? await deletedProfession() : await createProfession();
        sent.record = record;
        return { type: 'REQUEST_DELETE', record } as EventObject;
      }
      case 'SUBMIT': {
        const outcome = outcomeOf(next);
        const name = outcome.startsWith('xstate.error.actor.save:422')
          ? ''
          : outcome.startsWith('xstate.error.actor.save:413')
            ? 'x'.repeat(1_100_000)
            : unique();
        sent.name = name;
        return { type: 'SUBMIT', values: { name, description: 'from the dialog' } } as EventObject;
      }
      default:
        return event;
    }
  };

  const check = async (step: GraphStep) => {
    const snapshot = actor.getSnapshot();
    switch (outcomeOf(step)) {
      case 'xstate.done.actor.save:': {
        const held = await professions();
        const saved = held.find((p) => p.name === sent.name);
        expect(saved).toBeDefined();
        if (sent.record) expect(saved!.id).toBe(sent.record.id); // edit updated the same record
        expect(told.at(-1)).toMatch(/^success: Profession (created|updated) successfully\.$/);
        break;
      }
      case 'xstate.error.actor.save:422':
        expect(snapshot.context.fieldErrors.name).toBe('The name field is required.');
        break;
      case 'xstate.error.actor.save:413':
        expect(snapshot.context.errorMessage).toBeTruthy();
        expect(told.at(-1)).toMatch(/^failure: ./);
        expect((await professions()).some((p) => String(p.name).length > 1000)).toBe(false);
        break;
      case 'xstate.done.actor.remove:':
        expect((await professions()).some((p) => p.id === sent.record?.id)).toBe(false);
        expect(told.at(-1)).toBe('success: Profession deleted successfully.');
        break;
      case 'xstate.error.actor.remove:404':
        // The machine resets its context on closing; the failure toast got the server message.
        expect(told.at(-1)).toBe('failure: Not found.');
        break;
      default:
        break;
    }
  };

  try {
    await replay(actor, path, materialize, check);
    // A path may end while an actor runs: let it settle so paths do not overlap on the server.
    await waitFor(actor, (s) => !s.matches('submitting') && !s.matches('deleting'), { timeout: 10_000 });
  } finally {
    actor.stop();
  }
}

describeDialogPaths('master data', EVENTS, play);
