import { fromPromise } from 'xstate';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  leadWizardMachine,
  RESUME_REFUSED,
  PERSONS_SAVE_FAILED,
  UPDATE_FAILED,
  type DuplicatesInput,
  type LoadedLead,
  type SaveStep1Input,
  type SaveStep2Input,
} from '../../../machines/lead-wizard.machine';
import { isUnfinishedLeadOf, type Lead } from '../../../contract/records';
import { LEAD_EDIT_FORBIDDEN } from '../../../contract/errors';
import { leadApi } from '../../api/lead';
import { toApiFailure } from '../../lib/apiErrors';
import { authApi } from '../../session/api';
import { leadWizardApi } from './api';
import { concernPersonsPayload, initialInfoPayload, leadToForms } from './mapping';
import { queueStep1, queueStep2, sendPendingCards, unreachable } from './queueing';
import { offlineDuplicates, type DuplicateCheckBody } from './offlineDuplicates';
import { idempotencyKeys } from '../../queue/keys';
import { browserOffline, offlineFailure } from '../../offline/browserOffline';
import type { ConcernPersonsValues, InitialInfoValues } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;
const { endpoints } = leadWizardApi;

/** Runs a call; a failure rejects as the `ApiFailure` the machine reads (src/lib/apiErrors.ts). */
function failingAs<T>(run: () => Promise<T>, fallback?: string): Promise<T> {
  return run().catch((error: unknown) => {
    throw toApiFailure(error, fallback);
  });
}

const fetchLead = (dispatch: Dispatch, leadId: number): Promise<Lead> =>
  dispatch(leadApi.endpoints.lead.initiate(leadId, { forceRefetch: true, subscribe: false })).unwrap();

const formsOf = (lead: Lead): LoadedLead => {
  const { initialInfo, persons } = leadToForms(lead);
  return { initialInfo: { ...initialInfo }, persons: { ...persons } };
};

/**
 * Whether the lead an edit URL names is one the caller may only continue, not edit: their own
 * unfinished lead (`can_continue`, server/policy/lead-policy.ts), which the create wizard resumes
 * at step 2 (the edit wizard's step 2 would be refused). Any failure is left to the edit's load.
 */
export const continuesInsteadOfEdit = (dispatch: Dispatch, leadId: number): Promise<boolean> =>
  Number.isInteger(leadId) && leadId > 0
    ? fetchLead(dispatch, leadId).then(
        (lead) => !lead.can_edit && lead.can_continue,
        () => false,
      )
    : Promise.resolve(false);

/**
 * The lead an edit opens (GET /leads/{id}), refused at once when the caller may not edit it: the
 * server refuses its saves too (the creator's unfinished lead goes to the create wizard instead,
 * `continuesInsteadOfEdit`).
 */
export function loadLeadForEdit(dispatch: Dispatch, leadId: number): Promise<LoadedLead> {
  return failingAs(async () => {
    const lead = await fetchLead(dispatch, leadId);
    if (!lead.can_edit) throw { status: 403, data: { message: LEAD_EDIT_FORBIDDEN } };
    return formsOf(lead);
  });
}

/**
 * The lead a create resumed at step 2 continues: only the caller's own lead without persons (what
 * the server lets its creator finish); anything else (someone else's, finished, missing) refuses.
 */
function loadUnfinishedLead(dispatch: Dispatch, leadId: number): Promise<LoadedLead> {
  return failingAs(async () => {
    const [lead, me] = await Promise.all([
      fetchLead(dispatch, leadId).catch(() => null),
      dispatch(authApi.endpoints.getRolePermissions.initiate(undefined, { subscribe: false })).unwrap(),
    ]);
    if (!lead || !isUnfinishedLeadOf(lead, me.user?.employee_id ?? null))
      throw { status: 403, data: { message: RESUME_REFUSED } };
    return formsOf(lead);
  });
}

/**
 * The wizard's server calls as actors bound to the RTK Query endpoints, so saves invalidate the
 * leads list and the lead's cache. Used by the app and by the model-based machine tests alike.
 */
export function leadWizardActors(dispatch: Dispatch) {
  return {
    loadLead: fromPromise(({ input }: { input: { leadId: number } }) =>
      loadLeadForEdit(dispatch, input.leadId),
    ),
    loadUnfinishedLead: fromPromise(({ input }: { input: { leadId: number } }) =>
      loadUnfinishedLead(dispatch, input.leadId),
    ),
    checkDuplicates: fromPromise(async ({ input }: { input: DuplicatesInput }) => {
      const body: DuplicateCheckBody =
        input.step === 1
          ? { organization_name: input.values.organization_name, phones: [input.values.phone] }
          : {
              exclude_lead_id: input.leadId,
              phones: (input.values as unknown as ConcernPersonsValues).concern_person_info.flatMap(
                (p) => p.phone,
              ),
              emails: (input.values as unknown as ConcernPersonsValues).concern_person_info.flatMap(
                (p) => p.email,
              ),
            };
      // No answer: the same check over the index stored while online; none stored, saving goes on.
      // Offline, the call is not even started: its store updates re-ran every selector of the page
      // twice on the booth's save (docs/decisions.md "Booth mode (offline)").
      const checked = browserOffline()
        ? Promise.reject(toApiFailure(offlineFailure()))
        : failingAs(() => dispatch(endpoints.checkLeadDuplicates.initiate(body)).unwrap());
      return checked.catch((failure: unknown) => {
        if (!unreachable(failure)) throw failure;
        return offlineDuplicates(dispatch, body).catch(() => {
          throw failure;
        });
      });
    }),
    saveInitialInfo: fromPromise(async ({ input }: { input: SaveStep1Input }) => {
      const body = initialInfoPayload(input.values as unknown as InitialInfoValues, input.leadId);
      const leadId = input.leadId;
      // Step 1 already waits on this device: it is updated there (sending it now would make two).
      if (leadId === null && input.clientId)
        return queueStep1(dispatch, input.clientId, body, input.prospect);
      // A create carries the key its queued retry would carry: a lost answer makes no second lead.
      const clientId = crypto.randomUUID();
      const keyed = { ...body, idempotencyKey: idempotencyKeys.initialInfo(clientId) };
      // An update of a lead's step 1 without a server message says UPDATE_FAILED.
      return leadId === null
        ? failingAs(() => dispatch(endpoints.storeLeadInitialInfo.initiate(keyed)).unwrap()).catch(
            (failure: unknown) => {
              if (unreachable(failure)) return queueStep1(dispatch, clientId, body, input.prospect);
              throw failure;
            },
          )
        : failingAs(
            () => dispatch(endpoints.updateLeadInitialInfo.initiate({ ...body, initialID: leadId })).unwrap(),
            UPDATE_FAILED,
          );
    }),
    saveConcernPersons: fromPromise(async ({ input }: { input: SaveStep2Input }) => {
      const values = input.values as unknown as ConcernPersonsValues;
      // Step 1 waits on this device (`clientId`): so do its persons. Else a new queued unit, whose
      // key the attempt below already carries.
      const clientId = input.clientId ?? crypto.randomUUID();
      const queue = () => queueStep2(dispatch, { ...input, clientId }, values);
      if (input.leadId === null) return queue();
      const leadId = input.leadId;
      return failingAs(async () => {
        const body = concernPersonsPayload(await sendPendingCards(dispatch, values), leadId);
        return input.mode === 'create'
          ? dispatch(
              endpoints.storeLeadConcernInfo.initiate({
                ...body,
                idempotencyKey: idempotencyKeys.persons(clientId),
              }),
            ).unwrap()
          : dispatch(endpoints.updateLeadConcernInfo.initiate(body)).unwrap();
      }, PERSONS_SAVE_FAILED).catch((failure: unknown) => {
        if (input.mode === 'create' && unreachable(failure)) return queue();
        throw failure;
      });
    }),
  };
}

/** The machine with the real actors bound. */
export const boundLeadWizardMachine = (dispatch: Dispatch) =>
  leadWizardMachine.provide({ actors: leadWizardActors(dispatch) });
