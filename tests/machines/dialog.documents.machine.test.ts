/**
 * Model-based test of machines/dialog.machine.ts in its documents use: every transition path of
 * the machine's graph replayed with the real save/remove actors of the documents screen
 * (src/features/documents/dialogActors.ts, multipart create/update and delete) against the real
 * server, checking after every actor outcome what the server holds.
 */
import { createActor, waitFor, type EventObject } from 'xstate';
import { dialogMachine, type DialogRecord } from '../../machines/dialog.machine';
import { createAppStore } from '../../src/app/store';
import { createDocumentActors } from '../../src/features/documents/dialogActors';
import { startTestServer, type TestServer } from '../support/test-server';
import { replay, type GraphStep, type TransitionPath } from './support/transition-paths';
import { describeDialogPaths, dialogEvents } from './support/dialog-model';

const PLACEHOLDER: DialogRecord = { id: -1 };
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

const unique = () => `Document ${Date.now()}-${++counter}`;
const textFile = (name: string, size = 20) => new File([Buffer.alloc(size, 'a')], name);
const outcomeOf = (step: GraphStep | undefined) =>
  step
    ? `${step.event.type}:${String((step.event as { error?: { status?: number } }).error?.status ?? '')}`
    : '';

async function createDocument(): Promise<DialogRecord> {
  const form = new FormData();
  form.append('file_name', unique());
  form.append('category_id', '1');
  form.append('exhibition_id', '1');
  form.append('document_files[]', textFile('a.txt'));
  const res = await fetch(`${server.baseUrl}/document-manage`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(201);
  return (await res.json()).contents;
}
const documents = async (): Promise<DialogRecord[]> =>
  (await server.request('GET', '/document-manage', { token })).body.contents;

async function play(path: TransitionPath) {
  const told: string[] = [];
  const actor = createActor(
    dialogMachine.provide({
      actors: createDocumentActors(store.dispatch),
      actions: {
        notifySuccess: ({ context }) => void told.push(`success: ${context.lastMessage}`),
        notifyFailure: ({ context }) => void told.push(`failure: ${context.errorMessage}`),
      },
    }),
  ).start();
  const busy = () => actor.getSnapshot().hasTag('busy');
  const sent: { record?: DialogRecord | null; name?: string } = {};
  const removeFails = path.steps.some((s) => s.event.type === 'xstate.error.actor.remove');

  const materialize = async (event: EventObject, next: GraphStep | undefined): Promise<EventObject> => {
    if (busy()) return event;
    switch (event.type) {
      case 'OPEN': {
        sent.record = (event as { record?: DialogRecord }).record ? await createDocument() : null;
        return { type: 'OPEN', record: sent.record } as EventObject;
      }
      case 'REQUEST_DELETE': {
        const record = await createDocument();
        if (removeFails) await server.request('DELETE', `/document-manage/${record.id}`, { token });
        sent.record = record;
        return { type: 'REQUEST_DELETE', record } as EventObject;
      }
      case 'SUBMIT': {
        const outcome = outcomeOf(next);
        const name = outcome.endsWith('save:422') ? '' : unique();
        sent.name = name;
        const big = outcome.endsWith('save:413');
        const kept = ((sent.record?.files as { file_path: string }[] | undefined) ?? []).map(
          (f) => f.file_path,
        );
        const values = {
          file_name: name,
          category_id: '2',
          exhibition_id: '1',
          existing_files: kept,
          document_files: [big ? textFile('big.txt', 5 * 1024 * 1024 + 10) : textFile('new.txt')],
        };
        return { type: 'SUBMIT', values } as EventObject;
      }
      default:
        return event;
    }
  };

  const check = async (step: GraphStep) => {
    const snapshot = actor.getSnapshot();
    switch (outcomeOf(step)) {
      case 'xstate.done.actor.save:': {
        const saved = (await documents()).find((d) => d.file_name === sent.name);
        expect(saved).toBeDefined();
        if (sent.record) {
          expect(saved!.id).toBe(sent.record.id);
          expect((saved!.files as unknown[]).length).toBe(2); // the kept file and the new one
        }
        expect(told.at(-1)).toMatch(/^success: Document (created|updated) successfully\.$/);
        break;
      }
      case 'xstate.error.actor.save:422':
        expect(snapshot.context.fieldErrors.file_name).toBe('The file name field is required.');
        break;
      case 'xstate.error.actor.save:413':
        expect(told.at(-1)).toMatch(/^failure: The file may not be greater than 5 MB\.$/);
        break;
      case 'xstate.done.actor.remove:':
        expect((await documents()).some((d) => d.id === sent.record?.id)).toBe(false);
        expect(told.at(-1)).toBe('success: Document deleted successfully.');
        break;
      case 'xstate.error.actor.remove:404':
        expect(told.at(-1)).toBe('failure: Document not found.');
        break;
      default:
        break;
    }
  };

  try {
    await replay(actor, path, materialize, check);
    await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 10_000 });
  } finally {
    actor.stop();
  }
}

describeDialogPaths('documents', EVENTS, play);
