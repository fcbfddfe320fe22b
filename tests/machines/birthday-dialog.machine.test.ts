/**
 * Model-based test of machines/dialog.machine.ts with the birthday list's real actors
 * (src/features/birthdays/dialogActors.ts): every transition of the machine's graph is replayed
 * against the real server, and after every actor outcome we check what the server holds.
 */
import { createActor, waitFor, type EventObject } from 'xstate';
import { dialogMachine, type DialogRecord } from '../../machines/dialog.machine';
import { createAppStore } from '../../src/app/store';
import { createBirthdayActors } from '../../src/features/birthdays/dialogActors';
import { startTestServer, type TestServer } from '../support/test-server';
import { replay, type GraphStep, type TransitionPath } from './support/transition-paths';
import { describeDialogPaths, dialogEvents } from './support/dialog-model';

const PLACEHOLDER: DialogRecord = { id: -1, PersonName: 'placeholder' };
const EVENTS = dialogEvents(PLACEHOLDER);

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
    actors: createBirthdayActors(store.dispatch),
    actions: {
      notifySuccess: ({ context }) => void told.push(`success: ${context.lastMessage}`),
      notifyFailure: ({ context }) => void told.push(`failure: ${context.errorMessage}`),
    },
  });
const unique = () => `Birthday ${Date.now()}-${++counter}`;
// One contact per address (the server refuses a second): each name gets its own.
const contact = (PersonName: string) => ({
  PersonName,
  ContactEmail: `machine-${PersonName.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase() || 'blank'}@example.com`,
  DOB: '1990-01-02',
});
const outcomeOf = (step: GraphStep | undefined) =>
  step
    ? `${step.event.type}:${String((step.event as { error?: { status?: number } }).error?.status ?? '')}`
    : '';

async function createContact(): Promise<DialogRecord> {
  const res = await server.request('POST', '/birthday-wish/save', { token, body: contact(unique()) });
  expect(res.status).toBe(201);
  return res.body.contents;
}
async function deletedContact(): Promise<DialogRecord> {
  const record = await createContact();
  expect((await server.request('DELETE', `/birthday-wish/${record.id}`, { token })).status).toBe(200);
  return record;
}
const contacts = async (): Promise<DialogRecord[]> =>
  (await server.request('GET', '/birthday-wish-list?per_page=100', { token })).body.contents.data;

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
        const record = (event as { record?: DialogRecord }).record ? await createContact() : null;
        sent.record = record;
        return { type: 'OPEN', record } as EventObject;
      }
      case 'REQUEST_DELETE': {
        const record = removeFails ? await deletedContact() : await createContact();
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
        return { type: 'SUBMIT', values: contact(name) } as EventObject;
      }
      default:
        return event;
    }
  };

  const check = async (step: GraphStep) => {
    const snapshot = actor.getSnapshot();
    switch (outcomeOf(step)) {
      case 'xstate.done.actor.save:': {
        const held = await contacts();
        const saved = held.find((p) => p.PersonName === sent.name);
        expect(saved).toBeDefined();
        if (sent.record) expect(saved!.id).toBe(sent.record.id); // edit updated the same record
        expect(told.at(-1)).toMatch(/^success: Birthday contact (created|updated) successfully\.$/);
        break;
      }
      case 'xstate.error.actor.save:422':
        expect(snapshot.context.fieldErrors.PersonName).toBe('The person name field is required.');
        break;
      case 'xstate.error.actor.save:413':
        expect(snapshot.context.errorMessage).toBeTruthy();
        expect(told.at(-1)).toMatch(/^failure: ./);
        expect((await contacts()).some((p) => String(p.PersonName).length > 1000)).toBe(false);
        break;
      case 'xstate.done.actor.remove:':
        expect((await contacts()).some((p) => p.id === sent.record?.id)).toBe(false);
        expect(told.at(-1)).toBe('success: Birthday contact deleted successfully.');
        break;
      case 'xstate.error.actor.remove:404':
        // The machine resets its context on closing; the failure toast got the server message.
        expect(told.at(-1)).toBe('failure: Birthday contact not found.');
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

describeDialogPaths('birthdays', EVENTS, play);
