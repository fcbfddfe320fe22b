import { leadWizardSetup } from './lead-wizard.setup';
import type { WizardContext } from './lead-wizard.types';

export type * from './lead-wizard.types';
export {
  LEAD_NOT_FOUND,
  PERSONS_SAVE_FAILED,
  RESUME_REFUSED,
  UNEXPECTED_ERROR,
  UPDATE_FAILED,
} from './lead-wizard.setup';

/**
 * The lead create and edit wizard: one machine for both flows. Framework-free;
 * the server calls are bound with `.provide({actors})` by src/features/lead-wizard/actors.ts.
 *
 * idle ─START_CREATE─▶ create.step1 ─▶ create.step2 ─▶ done (the list)
 *      ├RESUME_CREATE─▶ create.resuming ─▶ create.step2 (the caller's unfinished lead, `?lead=`)
 *      │                                 └─refused─▶ create.step1 (a clean create, with a message)
 *      ├CONTINUE_QUEUED─▶ create.step2 (a step 1 queued on this device without persons, `?queued=`)
 *      └START_EDIT──▶ edit.loading ─▶ edit.step1 / edit.step2 (startStep) ─▶ done
 *                 │                └─▶ loadFailed (network/5xx: RETRY) / loadRefused (403/404)
 *                 └─(id not a positive integer)─▶ edit.loadRefused ("Lead not found.", no request)
 * Each step: editing ─SUBMIT─▶ [checking ─▶ confirming (duplicates; create only)] ─▶ saving
 * (create.step1.revising: step 1 again after Back, the lead exists, so no duplicate check)
 *   saving ─done─▶ next step; ─422─▶ editing with field errors; ─other─▶ editing with a message.
 * A save the server cannot be reached for is queued on this device by the save actor
 * (src/features/lead-wizard/actors.ts, src/queue/) and answers done with the queued lead's
 * `clientId` and no lead id: the wizard goes on as if saved, and step 2 joins that queued lead.
 * step2.editing ─BACK─▶ step1.editing keeping both steps' values. Saving and checking states have
 * no SUBMIT handler, so repeat submits are ignored.
 *
 * Tags, what the app reads (never the state value's text): `step1` / `step2` (which step is on
 * screen), `editing` (the step's form accepts SUBMIT), `confirming` (the duplicate warning is
 * open), `busy` (a call is running: loading, checking, saving).
 */
type Context = { context: WizardContext };

/**
 * A create step's duplicate check (`checking`, then `confirming` when something looks the same).
 * The warning is a courtesy: when it cannot be had, saving goes on.
 */
const checkingDuplicates = (step: 1 | 2) => ({
  checking: {
    tags: ['busy' as const],
    invoke: {
      id: 'checkDuplicates',
      src: 'checkDuplicates' as const,
      input: ({ context }: Context) => ({
        step,
        leadId: step === 1 ? null : context.leadId,
        values: (step === 1 ? context.initialInfo : context.persons) ?? {},
      }),
      onDone: [
        { guard: 'foundDuplicates' as const, target: 'confirming', actions: 'storeDuplicates' as const },
        { target: 'saving' },
      ],
      onError: 'saving',
    },
  },
  confirming: { tags: ['confirming' as const], on: { CONTINUE: 'saving', CANCEL: 'editing' } },
});

/** The step-1 save (both flows): where done and failures go is the caller's. */
const SAVE_INITIAL_INFO = {
  id: 'saveInitialInfo',
  src: 'saveInitialInfo' as const,
  input: ({ context }: Context) => ({
    leadId: context.leadId,
    clientId: context.clientId,
    values: context.initialInfo ?? {},
    prospect: context.prospect,
  }),
};

/** Step 1 of either flow (tagged `step1`), starting at its form. */
const initialInfoStep = <States extends object>(states: States) => ({
  tags: ['step1' as const],
  initial: 'editing' as const,
  states,
});

/** Step 1's form: SUBMIT stores what was typed and goes on to `submitTo`. */
const initialInfoForm = (submitTo: 'checking' | 'saving') => ({
  tags: ['editing' as const],
  on: {
    SUBMIT: { target: submitTo, actions: ['storeInitialInfo' as const, 'clearErrors' as const] },
  },
});

/** Saving step 1: done goes to `doneTo` with `doneActions`; failures as the caller lists them. */
const savingInitialInfo = <const Done extends readonly string[], const OnError>(
  doneTo: string,
  doneActions: Done,
  onError: OnError,
) => ({
  tags: ['busy' as const],
  invoke: { ...SAVE_INITIAL_INFO, onDone: { target: doneTo, actions: doneActions }, onError },
});

/** Step 2 of either flow (tagged `step2`), starting at its form. */
const personsStep = <States extends object>(states: States) => ({
  tags: ['step2' as const],
  initial: 'editing' as const,
  states,
});

/** Step 2's form: SUBMIT goes on to `submitTo`; BACK returns to step 1 keeping what was typed. */
const personsForm = (submitTo: 'checking' | 'saving', backTo: string) => ({
  tags: ['editing' as const],
  on: {
    SUBMIT: { target: submitTo, actions: ['storePersons' as const, 'clearErrors' as const] },
    BACK: { target: backTo, actions: ['keepPersonsOnBack' as const, 'clearErrors' as const] },
  },
});

/** Saving step 2's persons, in either flow: done ends the wizard, a failure stays on the form. */
const savingPersons = (mode: 'create' | 'edit') => ({
  tags: ['busy' as const],
  invoke: {
    id: 'saveConcernPersons',
    src: 'saveConcernPersons' as const,
    input: ({ context }: Context) => ({
      mode,
      leadId: context.leadId,
      clientId: context.clientId,
      initialInfo: context.initialInfo,
      values: context.persons ?? {},
    }),
    onDone: { target: '#leadWizard.done', actions: ['storeLastMessage' as const, 'notifySaved' as const] },
    onError: [
      { guard: 'isValidationError' as const, target: 'editing', actions: 'storeFieldErrors' as const },
      { target: 'editing', actions: 'storeFailure' as const },
    ],
  },
});

export const leadWizardMachine = leadWizardSetup.createMachine({
  id: 'leadWizard',
  context: {
    leadId: null,
    clientId: null,
    startStep: 1,
    initialInfo: null,
    persons: null,
    prospect: null,
    fieldErrors: {},
    errorMessage: null,
    duplicates: [],
    lastMessage: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        START_CREATE: { target: 'create', actions: 'startCreate' },
        RESUME_CREATE: { target: 'create.resuming', actions: 'startResume' },
        CONTINUE_QUEUED: { target: 'create.step2', actions: 'startQueued' },
        START_EDIT: [
          // An id that is not a positive integer (`abc`, `0`): refused as not found, never loaded.
          { guard: 'invalidLeadId', target: 'edit.loadRefused', actions: 'refuseInvalidLead' },
          { target: 'edit', actions: 'startEdit' },
        ],
      },
    },
    create: {
      initial: 'step1',
      states: {
        // A reload of step 2 after step 1 saved: continue that lead rather than orphan it.
        resuming: {
          tags: ['busy'],
          invoke: {
            id: 'loadUnfinishedLead',
            src: 'loadUnfinishedLead',
            input: ({ context }) => ({ leadId: context.leadId as number }),
            onDone: { target: 'step2', actions: 'storeResumed' },
            onError: { target: 'step1', actions: ['refuseResume', 'notifyResumeRefused'] },
          },
        },
        step1: initialInfoStep({
          editing: initialInfoForm('checking'),
          // Back from step 2: the lead exists, so saving updates it without a duplicate warning.
          revising: initialInfoForm('saving'),
          ...checkingDuplicates(1),
          saving: savingInitialInfo(
            '#leadWizard.create.step2',
            ['storeSavedLead', 'notifySaved'],
            [
              { guard: 'isNewLeadValidationError', target: 'editing', actions: 'storeFieldErrors' },
              { guard: 'isValidationError', target: 'revising', actions: 'storeFieldErrors' },
              { guard: 'leadNotCreatedYet', target: 'editing', actions: 'storeFailure' },
              { target: 'revising', actions: 'storeFailure' },
            ],
          ),
        }),
        step2: personsStep({
          editing: personsForm('checking', '#leadWizard.create.step1.revising'),
          ...checkingDuplicates(2),
          saving: savingPersons('create'),
        }),
      },
    },
    edit: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadLead',
            src: 'loadLead',
            input: ({ context }) => ({ leadId: context.leadId as number }),
            onDone: [
              { guard: 'startsAtStep2', target: 'step2', actions: 'storeLoaded' },
              { target: 'step1', actions: 'storeLoaded' },
            ],
            onError: [
              { guard: 'isRetryable', target: 'loadFailed', actions: 'storeFailure' },
              { target: 'loadRefused', actions: 'storeFailure' },
            ],
          },
        },
        loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearErrors' } } },
        // No permission (403) or no such lead (404): retrying cannot help, so there is no RETRY.
        loadRefused: {},
        step1: initialInfoStep({
          editing: initialInfoForm('saving'),
          // Update failures also toast (the actor's message falls back to UPDATE_FAILED).
          saving: savingInitialInfo(
            '#leadWizard.edit.step2',
            ['storeLastMessage', 'notifySaved'],
            [
              {
                guard: 'isValidationError',
                target: 'editing',
                actions: ['storeFieldErrors', 'notifyUpdateFailure'],
              },
              { target: 'editing', actions: ['storeFailure', 'notifyUpdateFailure'] },
            ],
          ),
        }),
        step2: personsStep({
          editing: personsForm('saving', '#leadWizard.edit.step1'),
          saving: savingPersons('edit'),
        }),
      },
    },
    done: { type: 'final' },
  },
});
