import { assign, fromPromise, setup } from 'xstate';
import { UNEXPECTED_ERROR, type ApiFailure } from '../contract/envelope';

/**
 * The add/edit dialog and delete confirmation cycle shared by every CRUD screen. Framework-free: the real save/remove actors and the toast/refresh actions are
 * bound with `dialogMachine.provide(...)` by the screen that uses it. OPEN and REQUEST_DELETE
 * arrive as the app-wide event of `dialog.bus.ts` on the screen's channel.
 *
 * closed ──OPEN──▶ editing.idle ──SUBMIT──▶ submitting ──done──▶ closed (notifySuccess, refresh)
 *                        ▲                       ├──422───▶ editing.invalid (field errors)
 *                        └──────CANCEL──────     └──other─▶ editing.failed (notifyFailure)
 * closed ──REQUEST_DELETE──▶ confirmingDelete ──CONFIRM──▶ deleting ──done──▶ closed (success)
 *                                                                  └─error─▶ closed (notifyFailure)
 */

export type DialogRecord = { id?: number | string | null } & Record<string, unknown>;
/** Final-form submission errors, as `toApiFailure` (src/lib/apiErrors.ts) makes them. */
type FieldErrors = ApiFailure['fieldErrors'];

export interface DialogContext {
  mode: 'create' | 'edit';
  record: DialogRecord | null;
  fieldErrors: FieldErrors;
  errorMessage: string | null;
  lastMessage: string | null;
}

export type DialogEvent =
  | { type: 'OPEN'; record?: DialogRecord | null }
  | { type: 'SUBMIT'; values: Record<string, unknown> }
  | { type: 'CANCEL' }
  | { type: 'REQUEST_DELETE'; record: DialogRecord }
  | { type: 'CONFIRM' };

export interface SaveInput {
  mode: 'create' | 'edit';
  record: DialogRecord | null;
  values: Record<string, unknown>;
}
export interface DialogResult {
  message?: string;
}

const notProvided = (what: string) => () => {
  throw new Error(`dialogMachine: provide the "${what}" actor`);
};

/** The actors reject with an `ApiFailure` (contract/envelope.ts). */
const failureOf = (event: unknown): Partial<ApiFailure> =>
  ((event as { error?: Partial<ApiFailure> }).error ?? {}) as Partial<ApiFailure>;

export const dialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
    /** `busy`: a save or delete call is running (buttons disabled, submit pending). */
    tags: {} as 'busy',
  },
  actors: {
    save: fromPromise<DialogResult, SaveInput>(notProvided('save')),
    remove: fromPromise<DialogResult, { record: DialogRecord }>(notProvided('remove')),
  },
  guards: {
    isValidationError: ({ event }) => failureOf(event).status === 422,
  },
  actions: {
    openFor: assign(({ event }) => {
      const record = event.type === 'OPEN' ? (event.record ?? null) : null;
      // Add mode when the row has no id, edit mode when it has one.
      const mode: DialogContext['mode'] = record?.id != null ? 'edit' : 'create';
      return { mode, record, fieldErrors: {}, errorMessage: null };
    }),
    rememberDeleteTarget: assign(({ event }) =>
      event.type === 'REQUEST_DELETE' ? { record: event.record, errorMessage: null } : {},
    ),
    clearErrors: assign({ fieldErrors: {}, errorMessage: null }),
    reset: assign({ record: null, fieldErrors: {}, errorMessage: null }),
    storeFieldErrors: assign(({ event }) => ({
      fieldErrors: failureOf(event).fieldErrors ?? {},
      errorMessage: failureOf(event).message ?? null,
    })),
    storeFailure: assign(({ event }) => ({ errorMessage: failureOf(event).message ?? UNEXPECTED_ERROR })),
    storeSuccess: assign(({ event }) => ({
      lastMessage: ((event as { output?: DialogResult }).output ?? {}).message ?? null,
    })),
    // Bound by the screen: toasts and list refresh (RTK Query tag invalidation usually covers it).
    notifySuccess: () => {},
    notifyFailure: () => {},
    refreshList: () => {},
  },
}).createMachine({
  id: 'dialog',
  context: { mode: 'create', record: null, fieldErrors: {}, errorMessage: null, lastMessage: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'editing', actions: 'openFor' },
        REQUEST_DELETE: { target: 'confirmingDelete', actions: 'rememberDeleteTarget' },
      },
    },
    editing: {
      initial: 'idle',
      on: {
        SUBMIT: { target: 'submitting', actions: 'clearErrors' },
        CANCEL: { target: 'closed', actions: 'reset' },
      },
      states: {
        idle: {},
        invalid: {},
        failed: {},
      },
    },
    // No SUBMIT handler here: repeat submits while saving are ignored.
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }) => ({
          mode: context.mode,
          record: context.record,
          values: event.type === 'SUBMIT' ? event.values : {},
        }),
        onDone: { target: 'closed', actions: ['storeSuccess', 'notifySuccess', 'refreshList', 'reset'] },
        onError: [
          { guard: 'isValidationError', target: 'editing.invalid', actions: 'storeFieldErrors' },
          { target: 'editing.failed', actions: ['storeFailure', 'notifyFailure'] },
        ],
      },
    },
    confirmingDelete: {
      on: {
        CONFIRM: 'deleting',
        CANCEL: { target: 'closed', actions: 'reset' },
      },
    },
    // No CONFIRM handler here: a second click while deleting is ignored.
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ record: context.record as DialogRecord }),
        onDone: { target: 'closed', actions: ['storeSuccess', 'notifySuccess', 'refreshList', 'reset'] },
        onError: { target: 'closed', actions: ['storeFailure', 'notifyFailure', 'reset'] },
      },
    },
  },
});
