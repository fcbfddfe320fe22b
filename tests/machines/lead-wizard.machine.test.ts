/**
 * Model-based test of machines/lead-wizard.machine.ts against the real API: every transition of
 * the machine's graph is replayed with the app's own actors (src/features/lead-wizard/actors.ts,
 * bound to RTK Query), and after every server outcome we check what the server then holds.
 */
// First: the app's session helpers read the bearer token from localStorage, which Node lacks.
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { createAppStore } from '../../src/app/store';
import { baseApi } from '../../src/api/baseApi';
import { leadWizardActors, loadLeadForEdit } from '../../src/features/lead-wizard/actors';
import { emptyInitialInfo } from '../../src/features/lead-wizard/mapping';
import {
  LEAD_NOT_FOUND,
  leadWizardMachine,
  RESUME_REFUSED,
  UNEXPECTED_ERROR,
  UPDATE_FAILED,
  type WizardContext,
} from '../../machines/lead-wizard.machine';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  replay,
  transitionPaths,
  type GraphStep,
  type Serialize,
  type TransitionPath,
} from './support/transition-paths';
import { coverageSummary, definitionCoverage } from './support/definition-coverage';
import { initialInfo, person } from '../api/lead-wizard-fixtures';

const EVENTS: EventObject[] = [
  { type: 'START_CREATE' },
  { type: 'RESUME_CREATE', leadId: 0 } as EventObject,
  { type: 'START_EDIT', leadId: 1, step: 1 } as EventObject,
  { type: 'START_EDIT', leadId: 1, step: 2 } as EventObject,
  // An id no lead can have (the layout's Number('abc')): refused before any request.
  { type: 'START_EDIT', leadId: Number.NaN, step: 1 } as EventObject,
  { type: 'SUBMIT', values: {} } as EventObject,
  { type: 'CONTINUE' },
  { type: 'CANCEL' },
  { type: 'BACK' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.loadLead', output: { initialInfo: {}, persons: {} } } as EventObject,
  { type: 'xstate.error.actor.loadLead', error: { status: 404 } } as EventObject,
  { type: 'xstate.error.actor.loadLead', error: { status: 'FETCH_ERROR' } } as EventObject,
  { type: 'xstate.done.actor.loadUnfinishedLead', output: { initialInfo: {}, persons: {} } } as EventObject,
  { type: 'xstate.error.actor.loadUnfinishedLead', error: { status: 403 } } as EventObject,
  { type: 'xstate.done.actor.checkDuplicates', output: [] } as EventObject,
  { type: 'xstate.done.actor.checkDuplicates', output: [{ kind: 'prospect', id: 1 }] } as EventObject,
  { type: 'xstate.error.actor.checkDuplicates', error: { status: 413 } } as EventObject,
  { type: 'xstate.done.actor.saveInitialInfo', output: { id: 1 } } as EventObject,
  { type: 'xstate.error.actor.saveInitialInfo', error: { status: 422 } } as EventObject,
  { type: 'xstate.error.actor.saveInitialInfo', error: { status: 413 } } as EventObject,
  { type: 'xstate.done.actor.saveConcernPersons', output: { id: 1 } } as EventObject,
  { type: 'xstate.error.actor.saveConcernPersons', error: { status: 422 } } as EventObject,
  { type: 'xstate.error.actor.saveConcernPersons', error: { status: 413 } } as EventObject,
];

/**
 * Graph vertices: the state value, plus the context that decides where the machine goes next: for
 * a loading edit the step it opens at once loaded (`startStep`), and for a create's step 1 save
 * whether the lead exists yet (after Back from step 2 a failure returns to `revising`, not
 * `editing`). So each of those outcomes is an edge of the graph.
 */
const wizardState: Serialize = (snapshot) => {
  const value = JSON.stringify(snapshot.value);
  const { startStep, leadId } = snapshot.context as WizardContext;
  if (value === '{"edit":"loading"}') return `${value} for step ${startStep}`;
  if (value === '{"create":{"step1":"saving"}}' && leadId !== null) return `${value} of a stored lead`;
  return value;
};

let server: TestServer;
let token: string;
let store: ReturnType<typeof createAppStore>;
// A store whose API cannot be reached: a real network failure (RTK Query's FETCH_ERROR).
let unreachable: ReturnType<typeof createAppStore>;
const UNREACHABLE_LEAD = 88_888_888;
let prospect: { organization_name: string; concern_person_info: { email: string[] }[] };
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin@crms.test', 'Admin#123');
  localStorage.setItem('bearer_token', token);
  localStorage.setItem('token_expiration', new Date(Date.now() + 3_600_000).toISOString());
  store = createAppStore({ apiUrl: server.baseUrl });
  unreachable = createAppStore({ apiUrl: 'http://127.0.0.1:9' });
  [prospect] = (await server.request('GET', '/prospects-list', { token })).body.contents;
}, 30_000);
afterAll(async () => {
  // Drop RTK Query's cache timers so Jest can exit.
  store?.dispatch(baseApi.util.resetApiState());
  unreachable?.dispatch(baseApi.util.resetApiState());
  await server?.close();
});

const unique = () => `MBT Org ${Date.now()}-${++counter}`;
const uniqueEmail = () => `mbt-${Date.now()}-${++counter}@example.com`;
const HUGE = 'x'.repeat(1_100_000); // beyond the 1 MB JSON limit: a 413 that is not a 5xx
const leadOnServer = async (id: number) =>
  (await server.request('GET', `/leads/${id}`, { token })).body.contents;
const leadCount = async () =>
  (await server.request('GET', '/leads?per_page=1&start_date=1970-01-01&end_date=2999-12-31', { token })).body
    .contents.total;
const outcome = (step: GraphStep | undefined) =>
  step
    ? `${step.event.type}:${String((step.event as { error?: { status?: number } }).error?.status ?? (step.event as { output?: unknown[] }).output?.length ?? '')}`
    : '';

/** A lead whose step 1 the signed-in admin saved and whose persons are not saved yet. */
async function unfinishedLead(): Promise<number> {
  const res = await server.request('POST', '/store-leads-initial-info', {
    token,
    body: initialInfo({ organization_name: unique() }),
  });
  return res.body.contents.id;
}

async function existingLead(): Promise<number> {
  const res = await server.request('POST', '/store-leads-initial-info', {
    token,
    body: initialInfo({ organization_name: unique() }),
  });
  await server.request('POST', '/lead-concern-info', {
    token,
    body: {
      lead_id: res.body.contents.id,
      concern_person_info: [person({ email: [uniqueEmail()], phone: ['+1 555 0100'] })],
    },
  });
  return res.body.contents.id;
}

/** The server outcomes a SUBMIT at `index` leads to (up to the next user event other than CONTINUE). */
function outcomesAfter(path: TransitionPath, index: number): string[] {
  const out: string[] = [];
  for (const step of path.steps.slice(index + 1)) {
    if (!step.event.type.startsWith('xstate.') && step.event.type !== 'CONTINUE') break;
    out.push(outcome(step));
  }
  return out;
}
const has = (outcomes: string[], actorId: string, result: string) =>
  outcomes.includes(`xstate.${result.startsWith('4') ? 'error' : 'done'}.actor.${actorId}:${result}`);

/** Step values that make the coming server outcomes happen. */
function step1Values(o: string[]) {
  const values: Record<string, unknown> = initialInfo({
    organization_name: unique(),
    phone: `+1 555 ${String(++counter).padStart(4, '0')}11`,
  });
  if (has(o, 'checkDuplicates', '1')) values.organization_name = prospect.organization_name;
  if (has(o, 'checkDuplicates', '413')) values.organization_name = HUGE;
  if (has(o, 'saveInitialInfo', '422')) values.exhibitions = [{ exhibition_id: '', employee_id: 4 }];
  if (has(o, 'saveInitialInfo', '413')) values.address = HUGE;
  return values;
}
function step2Values(o: string[]) {
  const one: Record<string, unknown> = person({
    name: `Person ${++counter}`,
    email: [uniqueEmail()],
    phone: [`+1 444 ${String(counter).padStart(6, '0')}`],
  });
  if (has(o, 'checkDuplicates', '1')) one.email = [prospect.concern_person_info[0].email[0]];
  if (has(o, 'checkDuplicates', '413')) one.email = [HUGE];
  if (has(o, 'saveConcernPersons', '422')) one.name = '';
  if (has(o, 'saveConcernPersons', '413')) one.name = HUGE;
  return { concern_person_info: [one] };
}

async function play(path: TransitionPath) {
  const told: string[] = [];
  const machine = leadWizardMachine.provide({
    actors: {
      ...leadWizardActors(store.dispatch),
      loadLead: fromPromise(({ input }: { input: { leadId: number } }) =>
        input.leadId === UNREACHABLE_LEAD
          ? loadLeadForEdit(unreachable.dispatch, input.leadId)
          : loadLeadForEdit(store.dispatch, input.leadId),
      ),
    },
    // Toast stand-ins, bound as src/features/lead-wizard/LeadWizardLayout.tsx binds them.
    actions: {
      notifySaved: ({ context }) => void told.push(`saved: ${context.lastMessage}`),
      notifyUpdateFailure: ({ event }) =>
        void told.push(`update failed: ${(event as { error?: { message?: string } }).error?.message}`),
      notifyResumeRefused: ({ context }) => void told.push(`resume refused: ${context.errorMessage}`),
    },
  });
  const actor = createActor(machine).start();
  const ctx = () => actor.getSnapshot().context as WizardContext;
  let countBefore = 0;
  let serverBefore: unknown = null;
  let sent: Record<string, unknown> | null = null;
  let personsBeforeBack: unknown = null;
  let resumedId: number | null = null;
  let submittedFor: number | null = null; // the lead a SUBMIT saves on (null: a new lead)
  let position = 0; // index of the step being materialized (check runs once per step)
  let toldSeen = 0;
  const newlyTold = () => told.slice(toldSeen, (toldSeen = told.length));

  const materialize = async (event: EventObject, next: GraphStep | undefined): Promise<EventObject> => {
    const snapshot = actor.getSnapshot();
    // While an actor runs, these events are ignored: send them at once (no server work), or the
    // running actor could finish while we prepare values and the event would land elsewhere.
    if (snapshot.hasTag('busy')) return event;
    if (event.type === 'START_EDIT') {
      // The invalid-id edge: send the id as the graph has it (the machine refuses it unloaded).
      if (!(((event as { leadId?: number }).leadId ?? 0) > 0)) return event;
      const o = outcome(next);
      const leadId =
        o === 'xstate.error.actor.loadLead:404'
          ? 99_999_999
          : o === 'xstate.error.actor.loadLead:FETCH_ERROR'
            ? UNREACHABLE_LEAD
            : await existingLead();
      return { ...event, leadId } as EventObject;
    }
    if (event.type === 'RESUME_CREATE') {
      // Refused: a lead that already has its persons; resumed: the admin's own unfinished lead.
      const refused = outcome(next).startsWith('xstate.error.actor.loadUnfinishedLead');
      resumedId = refused ? await existingLead() : await unfinishedLead();
      return { ...event, leadId: resumedId } as EventObject;
    }
    if (event.type === 'SUBMIT') {
      // What a 422 or 413 must not change: the lead count (create) or the lead (edit).
      countBefore = await leadCount();
      serverBefore = ctx().leadId ? await leadOnServer(ctx().leadId as number) : null;
      submittedFor = ctx().leadId;
      const o = outcomesAfter(path, position);
      const values = snapshot.hasTag('step1') ? step1Values(o) : step2Values(o);
      sent = values;
      return { type: 'SUBMIT', values } as EventObject;
    }
    if (event.type === 'BACK') {
      personsBeforeBack = step2Values([]);
      return { type: 'BACK', values: personsBeforeBack } as EventObject;
    }
    return event;
  };

  const check = async (step: GraphStep, index: number) => {
    position = index + 1;
    // The tags the app reads say the same as the state the graph names.
    const tagged = actor.getSnapshot();
    expect(tagged.hasTag('step1')).toBe(step.state.includes('step1'));
    expect(tagged.hasTag('step2')).toBe(step.state.includes('step2'));
    expect(tagged.hasTag('busy')).toBe(/checking|saving|loading|resuming/.test(step.state));
    expect(tagged.hasTag('confirming')).toBe(step.state.includes('confirming'));
    expect(tagged.hasTag('editing')).toBe(/editing|revising/.test(step.state));
    const actorId = step.event.type.split('.').pop();
    const c = ctx();
    // What the user is told at this step, and nothing at any other: a saved step names what the
    // server did; a failed edit update toasts; a refused resume says why; every other failure is
    // only the form's alert (`errorMessage`).
    const previous = index > 0 ? path.steps[index - 1].state : '';
    const toldNow = newlyTold();
    if (step.event.type === 'xstate.done.actor.saveInitialInfo')
      expect(toldNow).toEqual([
        `saved: Lead initial information ${submittedFor === null ? 'saved' : 'updated'} successfully.`,
      ]);
    else if (step.event.type === 'xstate.done.actor.saveConcernPersons')
      expect(toldNow).toEqual([
        `saved: Concern person information ${previous.includes('"create"') ? 'saved' : 'updated'} successfully.`,
      ]);
    else if (step.event.type === 'xstate.error.actor.saveInitialInfo' && previous.includes('"edit"'))
      expect(toldNow).toEqual([
        outcome(step).endsWith('422')
          ? expect.stringMatching(/^update failed: \S/)
          : `update failed: ${c.errorMessage}`,
      ]);
    else if (step.event.type === 'xstate.error.actor.loadUnfinishedLead')
      expect(toldNow).toEqual([`resume refused: ${RESUME_REFUSED}`]);
    else expect(toldNow).toEqual([]);
    if (step.event.type === 'xstate.done.actor.loadLead') {
      const lead = await leadOnServer(c.leadId as number);
      expect(c.initialInfo?.organization_name).toBe(lead.initial_info.organization_name);
      expect((c.persons as { concern_person_info: { name: string }[] }).concern_person_info[0].name).toBe(
        lead.concern_person[0].name,
      );
    }
    if (step.event.type === 'xstate.done.actor.loadUnfinishedLead') {
      // Resumed: that lead, its step 1 as saved, step 2 still to fill in.
      const lead = await leadOnServer(resumedId as number);
      expect(c.leadId).toBe(resumedId);
      expect(c.initialInfo?.organization_name).toBe(lead.initial_info.organization_name);
      expect(c.persons).toBeNull();
    }
    if (step.event.type === 'xstate.error.actor.loadUnfinishedLead') {
      // Refused: a clean create that says why.
      expect(c.leadId).toBeNull();
      expect(c.initialInfo).toBeNull();
      expect(c.errorMessage).toBe(RESUME_REFUSED);
    }
    if (step.event.type === 'CONTINUE_QUEUED') {
      // That queued lead's step 2, nothing asked of the server: its step 1 kept for Back.
      expect(c.clientId).toBe(QUEUED_ID);
      expect(c.leadId).toBeNull();
      expect(c.initialInfo).toEqual({ organization_name: 'Queued Org' });
      expect(c.persons).toBeNull();
    }
    if (step.event.type === 'START_EDIT' && step.state.includes('loadRefused')) {
      expect(c.errorMessage).toBe(LEAD_NOT_FOUND);
      expect(c.leadId).toBeNull();
    }
    if (step.event.type === 'xstate.error.actor.loadLead') {
      // Retry is offered only for what a retry can fix.
      expect(step.state).toContain(outcome(step).endsWith('404') ? 'loadRefused' : 'loadFailed');
    }
    if (step.event.type === 'xstate.done.actor.saveInitialInfo') {
      const lead = await leadOnServer(c.leadId as number);
      expect(lead.initial_info.organization_name).toBe(sent?.organization_name);
    }
    if (step.event.type === 'xstate.done.actor.saveConcernPersons') {
      const lead = await leadOnServer(c.leadId as number);
      const names = (sent as { concern_person_info: { name: string }[] }).concern_person_info.map(
        (p) => p.name,
      );
      expect(lead.concern_person.map((p: { name: string }) => p.name)).toEqual(names);
      expect(actor.getSnapshot().status).toBe('done');
    }
    if (step.event.type === 'xstate.done.actor.checkDuplicates' && step.state.includes('confirming')) {
      expect(c.duplicates.length).toBeGreaterThan(0);
    }
    if (step.event.type.startsWith('xstate.error.actor.save')) {
      // Every entered value is kept; the server holds what it held before.
      const kept = actorId === 'saveInitialInfo' ? c.initialInfo : c.persons;
      expect(kept).toEqual(sent);
      expect(await leadCount()).toBe(countBefore);
      if (serverBefore) expect(await leadOnServer(c.leadId as number)).toEqual(serverBefore);
      if (outcome(step).endsWith('422')) expect(Object.keys(c.fieldErrors).length).toBeGreaterThan(0);
      else expect(c.errorMessage).toEqual(expect.any(String));
    }
    if (
      step.event.type === 'BACK' &&
      step.state.includes('step1') &&
      index > 0 &&
      path.steps[index - 1].state.includes('step2')
    ) {
      // Back keeps both steps' values: step 1 as saved, step 2 as entered.
      expect(c.initialInfo).not.toBeNull();
      expect(c.persons).toEqual(personsBeforeBack);
    }
  };

  await replay(actor, path, materialize, check, wizardState);
  // Let a trailing actor (e.g. a save after a failed check) finish before the next path.
  await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 10_000 });
  actor.stop();
}

/**
 * Step 2 of a lead queued on this device (the Waiting to sync screen's Continue): only its own
 * edge here, every step 2 edge after it is the same as after a saved step 1 (the queued save of
 * step 2 is tested in ./lead-wizard.queue.test.ts, over IndexedDB).
 */
const QUEUED_ID = '6f1c2a8e-0d4b-4c1e-9a7d-3b5e8f2c1a90';
const CONTINUE_QUEUED = {
  type: 'CONTINUE_QUEUED',
  clientId: QUEUED_ID,
  initialInfo: { organization_name: 'Queued Org' },
} as EventObject;
const paths = [
  ...transitionPaths(leadWizardMachine, EVENTS, wizardState),
  ...transitionPaths(leadWizardMachine, [CONTINUE_QUEUED], wizardState),
];

describe('lead wizard machine (model-based, against the API server)', () => {
  it('the paths cover every state and every transition of the machine definition', () => {
    const result = definitionCoverage(leadWizardMachine, paths, { serialize: wizardState });
    console.log(coverageSummary('lead wizard machine', result, paths.length));
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))(
    '%s',
    async (_name, path) => {
      await play(path);
    },
    30_000,
  );

  it('ignores a repeat submit while saving: one lead is created', async () => {
    const actor = createActor(
      leadWizardMachine.provide({ actors: leadWizardActors(store.dispatch) }),
    ).start();
    actor.send({ type: 'START_CREATE' });
    const before = await leadCount();
    const values = initialInfo({ organization_name: unique(), phone: '+1 555 4242 99' });
    actor.send({ type: 'SUBMIT', values });
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ create: 'step2' }), { timeout: 10_000 });
    actor.send({ type: 'SUBMIT', values: step2Values([]) });
    actor.send({ type: 'SUBMIT', values: step2Values([]) });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 10_000 });
    expect(await leadCount()).toBe(before + 1);
  }, 30_000);
});

describe('lead wizard machine: messages and links (actors stubbed)', () => {
  const stubbed = (overrides: Record<string, unknown>) =>
    leadWizardMachine.provide({
      actors: {
        loadLead: fromPromise(async () => ({ initialInfo: { organization_name: 'X' }, persons: {} })),
        loadUnfinishedLead: fromPromise(async () => ({
          initialInfo: { organization_name: 'X' },
          persons: {},
        })),
        checkDuplicates: fromPromise(async () => []),
        saveInitialInfo: fromPromise(async () => ({ id: 7 })),
        saveConcernPersons: fromPromise(async () => ({ id: 7 })),
        ...overrides,
      } as never,
    });

  it('an edit step 1 failure without a server message says the update text', async () => {
    // The app's own save actor over a store whose call fails with a bare 500: the actor names
    // the update text as the failure's fallback message.
    const failing = (() => ({ unwrap: () => Promise.reject({ status: 500, data: {} }) })) as never;
    const actor = createActor(
      stubbed({ saveInitialInfo: leadWizardActors(failing).saveInitialInfo }),
    ).start();
    const values = { ...emptyInitialInfo(), organization_name: 'Y' };
    actor.send({ type: 'START_EDIT', leadId: 7, step: 1 });
    await waitFor(actor, (s) => s.matches({ edit: { step1: 'editing' } }));
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ edit: { step1: 'editing' } }) && s.context.errorMessage !== null);
    expect(actor.getSnapshot().context.errorMessage).toBe(UPDATE_FAILED);
    expect(actor.getSnapshot().context.initialInfo).toEqual(values);
  });

  it('a concern-person save failure without a server message says the product text', async () => {
    const failing = (() => ({ unwrap: () => Promise.reject({ status: 500, data: {} }) })) as never;
    const actor = createActor(
      stubbed({ saveConcernPersons: leadWizardActors(failing).saveConcernPersons }),
    ).start();
    actor.send({ type: 'START_EDIT', leadId: 7, step: 2 });
    await waitFor(actor, (s) => s.hasTag('step2') && s.hasTag('editing'));
    actor.send({ type: 'SUBMIT', values: { concern_person_info: [] } });
    await waitFor(actor, (s) => s.context.errorMessage !== null);
    // The product's text, written out: the message is checked, not the constant it is made from.
    expect(actor.getSnapshot().context.errorMessage).toBe('An unexpected error occurred!');
  });

  it('a create failure without a server message says the unexpected-error text', async () => {
    const actor = createActor(
      stubbed({
        saveInitialInfo: fromPromise(async () => {
          throw { status: 500, data: {} };
        }),
      }),
    ).start();
    actor.send({ type: 'START_CREATE' });
    actor.send({ type: 'SUBMIT', values: { organization_name: 'Y' } });
    await waitFor(actor, (s) => s.context.errorMessage !== null);
    expect(actor.getSnapshot().context.errorMessage).toBe(UNEXPECTED_ERROR);
  });

  it.each([
    [403, 'loadRefused'],
    [404, 'loadRefused'],
    [500, 'loadFailed'],
    ['FETCH_ERROR', 'loadFailed'],
  ] as const)('an edit whose load fails with %s goes to %s (RETRY only there)', async (status, expected) => {
    const actor = createActor(
      stubbed({
        loadLead: fromPromise(async () => {
          throw { status, data: { message: 'No.' } };
        }),
      }),
    ).start();
    actor.send({ type: 'START_EDIT', leadId: 7, step: 1 });
    await waitFor(actor, (s) => s.matches({ edit: expected as 'loadFailed' | 'loadRefused' }));
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(expected === 'loadFailed');
  });

  it.each([Number.NaN, 0, -3, 1.5])(
    'START_EDIT with id %s is refused as not found without loading',
    (leadId) => {
      const loads: unknown[] = [];
      const actor = createActor(
        stubbed({
          loadLead: fromPromise(async ({ input }) => {
            loads.push(input);
            return { initialInfo: {}, persons: {} };
          }),
        }),
      ).start();
      actor.send({ type: 'START_EDIT', leadId, step: 2 });
      expect(actor.getSnapshot().matches({ edit: 'loadRefused' })).toBe(true);
      expect(actor.getSnapshot().context.errorMessage).toBe(LEAD_NOT_FOUND);
      expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
      expect(loads).toEqual([]);
    },
  );

  it('RESUME_CREATE continues the lead at step 2 and saves its persons on it', async () => {
    const saved: unknown[] = [];
    const actor = createActor(
      stubbed({
        saveConcernPersons: fromPromise(async ({ input }) => {
          saved.push(input);
          return { id: 42 };
        }),
      }),
    ).start();
    const linked = { organization_name: 'Linked', concern_person_info: [{ name: 'P' }] };
    actor.send({ type: 'RESUME_CREATE', leadId: 42, prospect: linked });
    await waitFor(actor, (s) => s.matches({ create: { step2: 'editing' } }));
    expect(actor.getSnapshot().context).toMatchObject({
      leadId: 42,
      initialInfo: { organization_name: 'X' },
      persons: null,
      prospect: linked,
    });
    actor.send({ type: 'SUBMIT', values: { concern_person_info: [] } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saved).toEqual([
      {
        mode: 'create',
        leadId: 42,
        clientId: null,
        initialInfo: { organization_name: 'X' },
        values: { concern_person_info: [] },
      },
    ]);
  });

  it('RESUME_CREATE of a lead that is not resumable starts a clean create and says so', async () => {
    const told: string[] = [];
    const actor = createActor(
      stubbed({
        loadUnfinishedLead: fromPromise(async () => {
          throw { status: 403 };
        }),
      }).provide({
        actions: { notifyResumeRefused: ({ context }) => void told.push(context.errorMessage!) },
      }),
    ).start();
    actor.send({ type: 'RESUME_CREATE', leadId: 42 });
    await waitFor(actor, (s) => s.matches({ create: { step1: 'editing' } }));
    expect(actor.getSnapshot().context).toMatchObject({ leadId: null, initialInfo: null });
    expect(told).toEqual([RESUME_REFUSED]);
  });

  it('START_CREATE with a prospect (a selectedProspect link) keeps it for step 2', async () => {
    const actor = createActor(stubbed({})).start();
    const linked = { organization_name: 'Linked', concern_person_info: [{ name: 'P' }] };
    actor.send({ type: 'START_CREATE', prospect: linked });
    expect(actor.getSnapshot().context.prospect).toEqual(linked);
    actor.send({ type: 'SUBMIT', values: { organization_name: 'Linked' } });
    await waitFor(actor, (s) => s.matches({ create: 'step2' }));
    expect(actor.getSnapshot().context.prospect).toEqual(linked);
  });
});
