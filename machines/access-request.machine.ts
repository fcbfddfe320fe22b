import { assign, fromPromise, setup } from 'xstate';
import { UNEXPECTED_ERROR, type ApiFailure } from '../contract/envelope';
import { P } from '../contract/permissions';
import type { AccessRequest } from '../contract/access-requests';
import type { AccessKind } from '../contract/records';

export type { AccessKind };

/**
 * The edit and details request lifecycle of one lead row.
 * Framework-free: the real actors (the calls) and actions (navigation, confirm dialog, toasts,
 * cache updates) are bound with `accessRequestMachine.provide(...)` by the app
 * (src/session/useAccessRequest.ts, actors in src/session/accessRequestActors.ts).
 *
 *            ┌──EDIT────▶ edit.checking ──done: granted──▶ opened   (openLead)
 *  idle ─────┤                 │        ──done: pending──▶ pending  (notifyPending)
 *  (and every│                 │        ──done: neither──▶ edit.confirming (askConfirmation)
 *  outcome)  └──DETAILS─▶ details.checking (same)              │ CONFIRM          │ CANCEL
 *                              └──error──▶ failed               ▼                  ▼
 *                                               edit.requesting ──done──▶ requested  idle
 *                                                               └─error─▶ failed (notifyFailure)
 *
 * Checking always reads the employee's records fresh from the server (POST /check-edit-permission),
 * so an approval that arrived after the list was loaded is honoured. The decision itself is
 * `decideAccess`; the list's menu labels are the server's own per-row flags (can_edit,
 * can_view_details, pending_requests), so no second rule is worked out in the app.
 */

export type AccessDecision = 'open' | 'pending' | 'ask';

/** What the decision reads of the caller's requests (POST /check-edit-permission answers them). */
export type AccessFact = Pick<AccessRequest, 'lead_id' | 'permission_type' | 'status'>;

export interface AccessLead {
  id: number;
  is_disabled?: number | boolean | null;
}

/**
 * Edit opens with Leads Edit or an approved Edit request for the lead; Details
 * opens with Leads Details, an approved Details request, or when the lead is not disabled.
 * Otherwise a pending request of that type shows as pending; else the user is asked.
 * Only approved records grant; rejected ones, and grants that ended (the server, on its clock,
 * reports them as 'expired'), are ignored: the user is asked again.
 */
export function decideAccess(
  kind: AccessKind,
  facts: { permissions: readonly string[]; records: readonly AccessFact[]; lead: AccessLead },
): AccessDecision {
  const { permissions, records, lead } = facts;
  const mine = records.filter((r) => r.lead_id === lead.id && r.permission_type === kind);
  if (kind === 'Edit' && permissions.includes(P.leadsEdit)) return 'open';
  if (kind === 'Details' && (permissions.includes(P.leadsDetails) || Number(lead.is_disabled ?? 0) !== 1))
    return 'open';
  if (mine.some((r) => r.status === 'approved')) return 'open';
  if (mine.some((r) => r.status === 'pending')) return 'pending';
  return 'ask';
}

export interface AccessRequestInput {
  employeeId: number | null;
  permissions: readonly string[];
}

export interface AccessRequestContext extends AccessRequestInput {
  kind: AccessKind;
  lead: AccessLead | null;
  /** The caller's requests, and any marked pending here until the refreshed list arrives. */
  records: AccessFact[];
  message: string | null;
  errorMessage: string | null;
}

/**
 * A row action. `who` (optional) refreshes the caller's employee id and permissions, which may
 * arrive after the machine started (roles and permissions are fetched at application start).
 */
export type AccessRequestEvent =
  | { type: 'EDIT'; lead: AccessLead; who?: AccessRequestInput }
  | { type: 'DETAILS'; lead: AccessLead; who?: AccessRequestInput }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export interface CheckAccessInput {
  employeeId: number | null;
}
export interface SendRequestInput {
  kind: AccessKind;
  leadId: number;
  employeeId: number | null;
}
export interface SendRequestOutput {
  message?: string;
}

const notProvided = (what: string) => () => {
  throw new Error(`accessRequestMachine: provide the "${what}" actor`);
};

type Outcome = { output?: unknown; error?: Partial<ApiFailure> };
const recordsOf = (event: unknown): AccessFact[] => {
  const output = (event as Outcome).output;
  return Array.isArray(output) ? (output as AccessFact[]) : [];
};
const decisionFor = (context: AccessRequestContext, event: unknown): AccessDecision =>
  context.lead
    ? decideAccess(context.kind, {
        permissions: context.permissions,
        records: recordsOf(event),
        lead: context.lead,
      })
    : 'ask';

export const CHECK_EDIT = 'checkEditAccess';
export const CHECK_DETAILS = 'checkDetailsAccess';
export const SEND_EDIT = 'sendEditRequest';
export const SEND_DETAILS = 'sendDetailsRequest';

/** A row action starts a check from idle and from every outcome (never while a call runs). */
const ROW_ACTIONS = {
  EDIT: { target: 'edit', actions: 'start' },
  DETAILS: { target: 'details', actions: 'start' },
} as const;

/**
 * check → confirm → send, the same for both kinds. Each kind keeps its own invoke ids so the
 * graph (and the model-based test) tells an edit request from a details request.
 */
function requestFlow(kind: AccessKind, checkId: string, sendId: string) {
  return {
    initial: 'checking' as const,
    states: {
      checking: {
        tags: ['busy' as const],
        invoke: {
          id: checkId,
          src: 'checkAccess' as const,
          input: ({ context }: { context: AccessRequestContext }) => ({ employeeId: context.employeeId }),
          onDone: [
            { guard: 'granted' as const, target: '#accessRequest.opened', actions: 'storeRecords' as const },
            {
              guard: 'alreadyPending' as const,
              target: '#accessRequest.pending',
              actions: 'storeRecords' as const,
            },
            { target: 'confirming', actions: 'storeRecords' as const },
          ],
          onError: { target: '#accessRequest.failed', actions: 'storeFailure' as const },
        },
      },
      confirming: {
        entry: 'askConfirmation' as const,
        on: { CONFIRM: 'requesting', CANCEL: '#accessRequest.idle' },
      },
      requesting: {
        tags: ['busy' as const],
        invoke: {
          id: sendId,
          src: 'sendRequest' as const,
          input: ({ context }: { context: AccessRequestContext }) => ({
            kind,
            leadId: context.lead?.id ?? 0,
            employeeId: context.employeeId,
          }),
          onDone: { target: '#accessRequest.requested', actions: 'storeSuccess' as const },
          onError: { target: '#accessRequest.failed', actions: 'storeFailure' as const },
        },
      },
    },
  };
}

export const accessRequestMachine = setup({
  types: {
    context: {} as AccessRequestContext,
    events: {} as AccessRequestEvent,
    input: {} as AccessRequestInput,
    tags: {} as 'busy',
  },
  actors: {
    checkAccess: fromPromise<AccessFact[], CheckAccessInput>(notProvided('checkAccess')),
    sendRequest: fromPromise<SendRequestOutput, SendRequestInput>(notProvided('sendRequest')),
  },
  guards: {
    granted: ({ context, event }) => decisionFor(context, event) === 'open',
    alreadyPending: ({ context, event }) => decisionFor(context, event) === 'pending',
  },
  actions: {
    start: assign(({ event }) =>
      event.type === 'EDIT' || event.type === 'DETAILS'
        ? {
            kind: event.type === 'EDIT' ? ('Edit' as const) : ('Details' as const),
            lead: event.lead,
            message: null,
            errorMessage: null,
            ...(event.who ?? {}),
          }
        : {},
    ),
    storeRecords: assign(({ event }) => ({ records: recordsOf(event) })),
    storeSuccess: assign(({ event }) => ({
      message: ((event as Outcome).output as SendRequestOutput | undefined)?.message ?? null,
    })),
    // The actors reject with an `ApiFailure` (contract/envelope.ts) carrying the message to show.
    storeFailure: assign(({ event }) => ({
      errorMessage: (event as Outcome).error?.message ?? UNEXPECTED_ERROR,
    })),
    /** The record is marked pending locally at once, until the refreshed list says otherwise. */
    markPendingLocally: assign(({ context }) =>
      context.lead
        ? {
            records: [
              ...context.records,
              { lead_id: context.lead.id, status: 'pending', permission_type: context.kind },
            ],
          }
        : {},
    ),
    // Bound by the app: navigation, the sweetalert2 confirm, toasts and list refresh.
    openLead: () => {},
    askConfirmation: () => {},
    notifyPending: () => {},
    notifySuccess: () => {},
    notifyFailure: () => {},
    refreshList: () => {},
  },
}).createMachine({
  id: 'accessRequest',
  // The graph tools (model-based tests) start the machine without input: default to no one.
  context: ({ input }) => ({
    employeeId: input?.employeeId ?? null,
    permissions: input?.permissions ?? [],
    kind: 'Edit',
    lead: null,
    records: [],
    message: null,
    errorMessage: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: ROW_ACTIONS,
    },
    // While checking or sending, EDIT/DETAILS are ignored: one row action at a time.
    edit: requestFlow('Edit', CHECK_EDIT, SEND_EDIT),
    details: requestFlow('Details', CHECK_DETAILS, SEND_DETAILS),
    // Outcomes: each tells the user once on entry, then accepts the next row action.
    opened: {
      entry: 'openLead',
      on: ROW_ACTIONS,
    },
    pending: {
      entry: 'notifyPending',
      on: ROW_ACTIONS,
    },
    requested: {
      entry: ['markPendingLocally', 'notifySuccess', 'refreshList'],
      on: ROW_ACTIONS,
    },
    failed: {
      entry: 'notifyFailure',
      on: ROW_ACTIONS,
    },
  },
});
