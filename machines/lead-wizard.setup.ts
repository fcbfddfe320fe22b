import { assign, fromPromise, setup } from 'xstate';
import { UNEXPECTED_ERROR } from '../contract/envelope';
import { STATUS } from '../contract/errors';
import type {
  DuplicateMatch,
  DuplicatesInput,
  LoadedLead,
  SavedStep,
  SaveStep1Input,
  SaveStep2Input,
  WizardContext,
  WizardEvent,
  WizardFailure,
  WizardTag,
} from './lead-wizard.types';

/** Types, actors, guards and actions of the lead wizard machine (machines/lead-wizard.machine.ts). */

const errorOf = (event: unknown): WizardFailure =>
  ((event as { error?: unknown }).error ?? {}) as WizardFailure;
function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}
const notProvided = (what: string) => () => {
  throw new Error(`leadWizardMachine: provide the "${what}" actor`);
};
export { UNEXPECTED_ERROR };
/** A failed update of a lead's initial info without a server message says this. */
export const UPDATE_FAILED = 'An error occurred. Please try again.';
/** A failed save of the concern persons without a server message says this (the product's text). */
export const PERSONS_SAVE_FAILED = 'An unexpected error occurred!';
/** An edit link whose id cannot name a lead (not a positive integer): the server's 404 text. */
export const LEAD_NOT_FOUND = 'Lead not found.';
/** A create link naming a lead the caller may not continue (not theirs, or already finished). */
export const RESUME_REFUSED =
  'That lead cannot be continued here (it is not your unfinished lead). A new lead is started instead.';

/** Failures a retry can fix: the network (RTK Query's string statuses), timeouts and 5xx. */
const retryable = (status: WizardFailure['status']) =>
  status === undefined ||
  typeof status === 'string' ||
  status >= 500 ||
  status === 408 ||
  status === STATUS.tooMany;

export const leadWizardSetup = setup({
  types: { context: {} as WizardContext, events: {} as WizardEvent, tags: {} as WizardTag },
  actors: {
    loadLead: fromPromise<LoadedLead, { leadId: number }>(notProvided('loadLead')),
    /** The caller's own lead whose persons are not saved yet (create resumed at step 2), or throws. */
    loadUnfinishedLead: fromPromise<LoadedLead, { leadId: number }>(notProvided('loadUnfinishedLead')),
    checkDuplicates: fromPromise<DuplicateMatch[], DuplicatesInput>(notProvided('checkDuplicates')),
    saveInitialInfo: fromPromise<SavedStep, SaveStep1Input>(notProvided('saveInitialInfo')),
    saveConcernPersons: fromPromise<SavedStep, SaveStep2Input>(notProvided('saveConcernPersons')),
  },
  guards: {
    isValidationError: ({ event }) => errorOf(event).status === STATUS.invalid,
    isRetryable: ({ event }) => retryable(errorOf(event).status),
    startsAtStep2: ({ context }) => context.startStep === 2,
    // `/leads-organization/abc/...`: no lead can have that id, so it is not asked for.
    invalidLeadId: ({ event }) =>
      event.type === 'START_EDIT' && !(Number.isSafeInteger(event.leadId) && event.leadId > 0),
    foundDuplicates: ({ event }) => (outputOf<DuplicateMatch[]>(event) ?? []).length > 0,
    leadNotCreatedYet: ({ context }) => context.leadId === null,
    isNewLeadValidationError: ({ context, event }) =>
      context.leadId === null && errorOf(event).status === STATUS.invalid,
  },
  actions: {
    startCreate: assign(({ event }) =>
      event.type === 'START_CREATE' && event.prospect ? { prospect: event.prospect } : {},
    ),
    startResume: assign(({ event }) =>
      event.type === 'RESUME_CREATE' ? { leadId: event.leadId, prospect: event.prospect ?? null } : {},
    ),
    startQueued: assign(({ event }) =>
      event.type === 'CONTINUE_QUEUED'
        ? {
            clientId: event.clientId,
            initialInfo: event.initialInfo,
            leadId: null,
            persons: null,
            // Step 2 starts from the prospect the queued step 1 was started from, as online.
            prospect: event.prospect ?? null,
          }
        : {},
    ),
    // The lead has no persons yet: step 2 starts from the linked prospect's persons, else empty.
    storeResumed: assign(({ event }) => ({
      initialInfo: outputOf<LoadedLead>(event).initialInfo,
      persons: null,
    })),
    // Not resumable: a clean create (the prospect of the link still prefills step 1).
    refuseResume: assign(({ event }) => ({
      leadId: null,
      initialInfo: null,
      persons: null,
      fieldErrors: {},
      errorMessage: errorOf(event).message ?? RESUME_REFUSED,
    })),
    startEdit: assign(({ event }) =>
      event.type === 'START_EDIT' ? { leadId: event.leadId, startStep: event.step } : {},
    ),
    refuseInvalidLead: assign({ errorMessage: LEAD_NOT_FOUND }),
    storeLoaded: assign(({ event }) => {
      const loaded = outputOf<LoadedLead>(event);
      return { initialInfo: loaded.initialInfo, persons: loaded.persons };
    }),
    storeInitialInfo: assign(({ event, context }) =>
      event.type === 'SUBMIT'
        ? {
            initialInfo: event.values,
            prospect: event.prospect !== undefined ? event.prospect : context.prospect,
          }
        : {},
    ),
    storePersons: assign(({ event }) => (event.type === 'SUBMIT' ? { persons: event.values } : {})),
    keepPersonsOnBack: assign(({ event, context }) =>
      event.type === 'BACK' && event.values ? { persons: event.values } : { persons: context.persons },
    ),
    storeDuplicates: assign(({ event }) => ({ duplicates: outputOf<DuplicateMatch[]>(event) ?? [] })),
    storeSavedLead: assign(({ event }) => {
      const saved = outputOf<SavedStep>(event);
      return { leadId: saved.id, clientId: saved.clientId ?? null, lastMessage: saved.message ?? null };
    }),
    storeLastMessage: assign(({ event, context }) => {
      const saved = outputOf<SavedStep>(event);
      return { lastMessage: saved.message ?? null, clientId: saved.clientId ?? context.clientId };
    }),
    clearErrors: assign({ fieldErrors: {}, errorMessage: null, duplicates: [] }),
    storeFieldErrors: assign(({ event }) => ({
      fieldErrors: errorOf(event).fieldErrors ?? {},
      errorMessage: null,
    })),
    storeFailure: assign(({ event }) => ({
      fieldErrors: {},
      errorMessage: errorOf(event).message ?? UNEXPECTED_ERROR,
    })),
    // Bound by the app (src/features/lead-wizard/LeadWizardLayout.tsx): the toasts. A failed
    // create step or persons save has none: the step's form shows `errorMessage` in its alert.
    notifySaved: () => {},
    notifyUpdateFailure: () => {},
    notifyResumeRefused: () => {},
  },
});
