/**
 * Model-based test of machines/access-request.machine.ts against the real API: every transition
 * of the machine's graph is replayed with the app's own actors (src/features/leads/
 * accessRequestActors.ts over the app's RTK Query store) on a fresh server. Before each event the
 * server is arranged so that the next actor outcome really happens (an approved or pending record,
 * a request that collides with one made elsewhere, a check for someone else), and after every
 * outcome we compare the machine with what the server holds.
 */
import { createActor, waitFor, type EventObject } from 'xstate';
import {
  accessRequestMachine,
  CHECK_DETAILS,
  CHECK_EDIT,
  decideAccess,
  SEND_DETAILS,
  SEND_EDIT,
  type AccessKind,
  type AccessFact,
} from '../../machines/access-request.machine';
import type { AccessRequest, AccessRequestStatus } from '../../contract/access-requests';
import { startTestServer, type TestServer } from '../support/test-server';
import { replay, transitionPaths, type GraphStep, type TransitionPath } from './support/transition-paths';
import { coverageSummary, definitionCoverage } from './support/definition-coverage';

// The jest 'machines' project runs in Node, which has no localStorage: the app's token source
// (src/lib/session.ts) reads it, so a memory-backed one stands in.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
const globals = globalThis as unknown as { localStorage?: MemoryStorage };
globals.localStorage ??= new MemoryStorage();

// Imported after the shim on purpose (a new store restores the token from localStorage).
/* eslint-disable @typescript-eslint/no-require-imports */
const { createAppStore } = require('../../src/app/store') as typeof import('../../src/app/store');
const { createAccessRequestActors, rtkAccessCalls } =
  require('../../src/session/accessRequestActors') as typeof import('../../src/session/accessRequestActors');
/* eslint-enable @typescript-eslint/no-require-imports */

// Symbolic leads of the graph: L0 is an ordinary lead, L1 a disabled one.
const L0 = { id: -10, is_disabled: 0 };
const L1 = { id: -11, is_disabled: 1 };
const approved: AccessFact[] = [
  { lead_id: L0.id, status: 'approved', permission_type: 'Edit' },
  { lead_id: L1.id, status: 'approved', permission_type: 'Details' },
];
const pending: AccessFact[] = approved.map((r) => ({ ...r, status: 'pending' }));
const outcomes = (id: string) => [
  { type: `xstate.done.actor.${id}`, output: [] },
  { type: `xstate.done.actor.${id}`, output: approved },
  { type: `xstate.done.actor.${id}`, output: pending },
  { type: `xstate.error.actor.${id}`, error: { status: 403 } },
];
const EVENTS: EventObject[] = [
  { type: 'EDIT', lead: L0 } as EventObject,
  { type: 'DETAILS', lead: L1 } as EventObject,
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  ...(outcomes(CHECK_EDIT) as EventObject[]),
  ...(outcomes(CHECK_DETAILS) as EventObject[]),
  { type: `xstate.done.actor.${SEND_EDIT}`, output: {} } as EventObject,
  { type: `xstate.error.actor.${SEND_EDIT}`, error: { status: 409 } } as EventObject,
  { type: `xstate.done.actor.${SEND_DETAILS}`, output: {} } as EventObject,
  { type: `xstate.error.actor.${SEND_DETAILS}`, error: { status: 409 } } as EventObject,
];

// Employees under the supervisor (Sales Executive role: no Leads Edit / Leads Details).
const EMPLOYEES = [
  { id: 3, email: 'staff@crms.test', password: 'Staff#123' },
  { id: 5, email: 'mahmudul.karim@crms.test', password: 'Demo#1234' },
  { id: 6, email: 'nusrat.jahan@crms.test', password: 'Demo#1234' },
  { id: 7, email: 'rafiqul.islam@crms.test', password: 'Demo#1234' },
  { id: 11, email: 'moushumi.das@crms.test', password: 'Demo#1234' },
];

let server: TestServer;
let supervisor: string;
const tokens = new Map<number, string>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const leads: any[] = [];
const used = new Set<string>();
let apiUrl = '';
const stores = new Map<number, ReturnType<typeof createAppStore>>();
/** The app store of an employee's session (its token restored from localStorage, as on a reload). */
function storeOf(employeeId: number) {
  let store = stores.get(employeeId);
  if (!store) {
    globals.localStorage!.setItem('bearer_token', tokens.get(employeeId)!);
    globals.localStorage!.setItem('token_expiration', new Date(Date.now() + 3_600_000).toISOString());
    store = createAppStore({ apiUrl });
    stores.set(employeeId, store);
  }
  return store;
}

/** Added to the server's clock by the expiry test (the last of this file). */
let clockOffset = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  // Real time plus an offset the expiry test moves; sessions outlive the days it skips.
  server = await startTestServer({
    now: () => new Date(Date.now() + clockOffset),
    tokenTtlMinutes: 60 * 24 * 30,
  });
  supervisor = await server.login('supervisor@crms.test', 'Super#123');
  for (const e of EMPLOYEES) tokens.set(e.id, await server.login(e.email, e.password));
  const admin = await server.login('admin@crms.test', 'Admin#123');
  for (let page = 1; ; page++) {
    const res = await server.request('GET', `/leads?per_page=100&page=${page}`, { token: admin });
    leads.push(...res.body.contents.data);
    if (leads.length >= res.body.contents.total) break;
  }
  // Seeded records: a lead already mentioned by an employee's request is not fresh for them.
  for (const e of EMPLOYEES) {
    const res = await server.request('POST', '/check-edit-permission', {
      token: tokens.get(e.id),
      body: { employeeId: e.id },
    });
    for (const r of res.body.contents as AccessRequest[]) used.add(`${e.id}:${r.lead_id}`);
  }
  apiUrl = server.baseUrl;
}, 60_000);
afterAll(() => server?.close());

/** A lead this employee has never asked about (disabled for Details paths). */
function freshLead(employeeId: number, disabled: boolean) {
  const lead = leads.find((l) => l.is_disabled === (disabled ? 1 : 0) && !used.has(`${employeeId}:${l.id}`));
  if (!lead) throw new Error(`no fresh ${disabled ? 'disabled ' : ''}lead left for employee ${employeeId}`);
  used.add(`${employeeId}:${lead.id}`);
  return { id: lead.id as number, is_disabled: lead.is_disabled as number };
}

const kindPath = (kind: AccessKind) =>
  kind === 'Edit' ? '/request-for-leads-edit' : '/request-for-leads-details';
async function askOnServer(employeeId: number, kind: AccessKind, leadId: number) {
  const res = await server.request('POST', kindPath(kind), {
    token: tokens.get(employeeId),
    body: { lead_id: leadId, employee_id: employeeId },
  });
  expect(res.status).toBe(201);
  return res.body.contents as { id: number };
}
/** What the server's own access rule says about this lead for this employee (GET /leads/{id}). */
async function serverView(employeeId: number, leadId: number) {
  const res = await server.request('GET', `/leads/${leadId}`, { token: tokens.get(employeeId) });
  return {
    status: res.status,
    canEdit: res.body?.contents?.can_edit as boolean | undefined,
    canViewDetails: res.body?.contents?.can_view_details as boolean | undefined,
    pending: (res.body?.contents?.pending_requests ?? []) as string[],
  };
}

/** The server agrees with the machine's decision (one rule on both sides). */
async function expectServerAgrees(employeeId: number, kind: AccessKind, leadId: number, state: string) {
  const view = await serverView(employeeId, leadId);
  if (kind === 'Edit') {
    // L0-type leads are not disabled: the employee may read them either way.
    expect(view.status).toBe(200);
    expect(view.canEdit).toBe(state === '"opened"');
    expect(view.pending.includes('Edit')).toBe(state === '"pending"' || state === '"requested"');
  } else if (state === '"opened"') {
    expect(view).toEqual(expect.objectContaining({ status: 200, canViewDetails: true }));
  } else {
    // A disabled lead without an approved Details request stays closed on the server.
    expect(view.status).toBe(403);
  }
}

async function recordsOnServer(employeeId: number): Promise<AccessRequest[]> {
  const res = await server.request('POST', '/check-edit-permission', {
    token: tokens.get(employeeId),
    body: { employeeId },
  });
  return res.body.contents;
}

let pathNo = 0;
const stripRecord = (r: AccessFact) => ({
  lead_id: r.lead_id,
  status: r.status,
  permission_type: r.permission_type,
});

async function play(path: TransitionPath) {
  const employee = EMPLOYEES[pathNo++ % EMPLOYEES.length];
  // A check that must fail asks about someone else's records (403 from the server).
  const checkFails = path.steps.some((s) => /^xstate\.error\.actor\.check/.test(s.event.type));
  const told: string[] = [];
  const machine = accessRequestMachine.provide({
    actors: createAccessRequestActors(rtkAccessCalls(storeOf(employee.id).dispatch)),
    actions: {
      openLead: ({ context }) => void told.push(`open ${context.kind} ${context.lead?.id}`),
      askConfirmation: ({ context }) => void told.push(`ask ${context.kind} ${context.lead?.id}`),
      notifyPending: ({ context }) => void told.push(`pending ${context.kind} ${context.lead?.id}`),
      notifySuccess: ({ context }) => void told.push(`success: ${context.message}`),
      notifyFailure: ({ context }) => void told.push(`failure: ${context.errorMessage}`),
      refreshList: () => void told.push('refresh'),
    },
  });
  const actor = createActor(machine, {
    input: { employeeId: checkFails ? 1 : employee.id, permissions: [] },
  }).start();
  let current: { kind: AccessKind; id: number } | null = null;

  const materialize = async (event: EventObject, next: GraphStep | undefined): Promise<EventObject> => {
    if (event.type === 'EDIT' || event.type === 'DETAILS') {
      const kind: AccessKind = event.type === 'EDIT' ? 'Edit' : 'Details';
      const lead = freshLead(employee.id, kind === 'Details');
      current = { kind, id: lead.id };
      const target = next?.state ?? '';
      if (target === '"opened"') {
        const request = await askOnServer(employee.id, kind, lead.id);
        const res = await server.request('POST', '/leads-edit-request-action', {
          token: supervisor,
          body: { id: request.id, permissionType: kind, actionType: 'approved' },
        });
        expect(res.status).toBe(200);
      } else if (target === '"pending"') {
        await askOnServer(employee.id, kind, lead.id);
      }
      return { type: event.type, lead } as EventObject;
    }
    if (event.type === 'CONFIRM' && next?.event.type.startsWith('xstate.error.actor.send') && current) {
      // Someone (another tab) asked meanwhile: the server refuses the duplicate with 409.
      await askOnServer(employee.id, current.kind, current.id);
    }
    return event;
  };

  const check = async (step: GraphStep, index: number) => {
    const before = index > 0 ? path.steps[index - 1].state : '"idle"';
    const snapshot = actor.getSnapshot();
    const type = step.event.type;
    if (/^xstate\.done\.actor\.check/.test(type)) {
      const onServer = (await recordsOnServer(employee.id)).map(stripRecord);
      expect(snapshot.context.records.map(stripRecord)).toEqual(onServer);
      const decision = decideAccess(current!.kind, {
        permissions: [],
        records: onServer,
        lead: snapshot.context.lead!,
      });
      expect({ '"opened"': 'open', '"pending"': 'pending' }[step.state] ?? 'ask').toBe(decision);
      await expectServerAgrees(employee.id, current!.kind, current!.id, step.state);
      if (step.state === '"opened"') expect(told.at(-1)).toBe(`open ${current!.kind} ${current!.id}`);
      if (step.state === '"pending"') expect(told.at(-1)).toBe(`pending ${current!.kind} ${current!.id}`);
      if (step.state.includes('confirming')) expect(told.at(-1)).toBe(`ask ${current!.kind} ${current!.id}`);
    } else if (step.state === before) {
      // An event the state ignores: nothing was told or sent.
      expect(snapshot.value).toEqual(JSON.parse(before));
    } else if (/^xstate\.error\.actor\.check/.test(type)) {
      expect(told.at(-1)).toBe('failure: You can only check your own lead permissions.');
    } else if (/^xstate\.done\.actor\.send/.test(type)) {
      const onServer = await recordsOnServer(employee.id);
      expect(onServer).toContainEqual(
        expect.objectContaining({ lead_id: current!.id, status: 'pending', permission_type: current!.kind }),
      );
      expect(snapshot.context.records).toContainEqual({
        lead_id: current!.id,
        status: 'pending',
        permission_type: current!.kind,
      });
      expect(told.slice(-2)).toEqual([`success: ${current!.kind} request sent successfully.`, 'refresh']);
      await expectServerAgrees(employee.id, current!.kind, current!.id, step.state);
    } else if (/^xstate\.error\.actor\.send/.test(type)) {
      expect(told.at(-1)).toBe(
        `failure: You already have a pending ${current!.kind === 'Edit' ? 'edit' : 'details'} request for this lead.`,
      );
    } else if (type === 'CANCEL' && before.includes('confirming')) {
      expect(step.state).toBe('"idle"');
      const onServer = await recordsOnServer(employee.id);
      expect(onServer.some((r) => r.lead_id === current!.id)).toBe(false);
      await expectServerAgrees(employee.id, current!.kind, current!.id, step.state);
    }
  };

  try {
    await replay(actor, path, materialize, check);
    replayed.add(path.name);
    // A path may end while an actor runs: let it settle so paths do not overlap on the server.
    await waitFor(
      actor,
      (s) => !['checking', 'requesting'].some((sub) => JSON.stringify(s.value).includes(sub)),
      {
        timeout: 10_000,
      },
    );
  } finally {
    actor.stop();
  }
}

describe('decideAccess (the rule the list labels and the machine share)', () => {
  const lead = { id: 1, is_disabled: 0 };
  const disabled = { id: 1, is_disabled: 1 };
  const rec = (status: AccessRequestStatus, permission_type: AccessKind, lead_id = 1) => ({
    lead_id,
    status,
    permission_type,
  });
  it.each([
    ['Edit', [], [], lead, 'ask'],
    ['Edit', ['Leads Edit'], [], lead, 'open'],
    ['Edit', [], [rec('approved', 'Edit')], lead, 'open'],
    ['Edit', [], [rec('approved', 'Edit', 2)], lead, 'ask'],
    ['Edit', [], [rec('approved', 'Details')], lead, 'ask'],
    ['Edit', [], [rec('pending', 'Edit')], lead, 'pending'],
    ['Edit', [], [rec('reject', 'Edit')], lead, 'ask'],
    ['Details', [], [], lead, 'open'],
    ['Details', [], [], disabled, 'ask'],
    ['Details', ['Leads Details'], [], disabled, 'open'],
    ['Details', [], [rec('approved', 'Details')], disabled, 'open'],
    ['Details', [], [rec('pending', 'Details')], disabled, 'pending'],
    ['Details', [], [rec('reject', 'Details'), rec('approved', 'Edit')], disabled, 'ask'],
    // A grant that ended (the server reports it 'expired') grants nothing: ask again.
    ['Edit', [], [rec('expired', 'Edit')], lead, 'ask'],
    ['Details', [], [rec('expired', 'Details')], disabled, 'ask'],
  ] as const)('%s with %j and %j on %j → %s', (kind, permissions, records, l, expected) => {
    expect(decideAccess(kind, { permissions, records, lead: l })).toBe(expected);
  });
});

const paths = transitionPaths(accessRequestMachine, EVENTS);
const replayed = new Set<string>();

test('the paths cover every state and every transition of the machine definition', () => {
  const result = definitionCoverage(accessRequestMachine, paths);
  console.log(
    [
      coverageSummary('access-request machine', result, paths.length),
      ...paths.map((p, i) => `  ${i + 1}. ${p.name}`),
    ].join('\n'),
  );
  expect(result.missingStates).toEqual([]);
  expect(result.missingTransitions).toEqual([]);
});

afterAll(() => {
  console.log(`access-request machine: ${replayed.size}/${paths.length} paths replayed against the server`);
});

describe.each(paths.map((p, i) => [`${i + 1}. ${p.name}`, p] as const))('%s', (_name, path) => {
  test('replays against the server', () => play(path), 30_000);
});

// Last in this file: it moves the server's clock forward.
describe('an approved grant that has ended', () => {
  test.each(['Edit', 'Details'] as const)(
    '%s: the check reads it as expired and the machine asks again; the server agrees',
    async (kind) => {
      const employee = EMPLOYEES[kind === 'Edit' ? 1 : 2];
      const lead = freshLead(employee.id, kind === 'Details');
      const request = await askOnServer(employee.id, kind, lead.id);
      const approved = await server.request('POST', '/leads-edit-request-action', {
        token: supervisor,
        body: { id: request.id, permissionType: kind, actionType: 'approved', duration_days: 1 },
      });
      expect(approved.status).toBe(200);
      expect(await serverView(employee.id, lead.id)).toEqual(
        expect.objectContaining({ status: 200, [kind === 'Edit' ? 'canEdit' : 'canViewDetails']: true }),
      );
      clockOffset += DAY + 60_000;

      const told: string[] = [];
      const actor = createActor(
        accessRequestMachine.provide({
          actors: createAccessRequestActors(rtkAccessCalls(storeOf(employee.id).dispatch)),
          actions: {
            askConfirmation: ({ context }) => void told.push(`ask ${context.kind} ${context.lead?.id}`),
          },
        }),
        { input: { employeeId: employee.id, permissions: [] } },
      ).start();
      try {
        actor.send({ type: kind === 'Edit' ? 'EDIT' : 'DETAILS', lead });
        await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 10_000 });
        expect(actor.getSnapshot().value).toEqual({ [kind === 'Edit' ? 'edit' : 'details']: 'confirming' });
        expect(told).toEqual([`ask ${kind} ${lead.id}`]);
        const record = actor.getSnapshot().context.records.find((r) => r.lead_id === lead.id);
        expect(record).toMatchObject({
          status: 'expired',
          expires_at: approved.body.notification.expires_at,
        });
        // The server: the grant is gone (no edit; a disabled lead closed again).
        await expectServerAgrees(employee.id, kind, lead.id, '"idle"');
      } finally {
        actor.stop();
      }
    },
    30_000,
  );
});
