import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SavedStep, SaveStep2Input } from '../../../machines/lead-wizard.machine';
import { uploadsApi } from '../../api/uploads';
import type { ApiFailure } from '../../lib/apiErrors';
import { queueInitialInfo, queuePersons } from '../../queue/enqueue';
import { SAVED_ON_DEVICE, SIGN_IN_TO_QUEUE } from '../../queue/messages';
import { forgetPendingCard, isPendingCard, pendingCard } from '../../queue/pendingCards';
import { notifyQueueChangedSoon } from '../../queue/queueEvents';
import { queueOwnerOf } from '../../queue/owner';
import { concernPersonsPayload } from './mapping';
import type { ConcernPersonsValues } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;
type Loose = Record<string, unknown>;

/** No answer came (RTK Query's FETCH_ERROR / TIMEOUT_ERROR): the step is queued, not lost. */
export const unreachable = (failure: unknown) => typeof (failure as ApiFailure)?.status === 'string';

type AuthState = { auth: { token: string | null; user: { id: number } | null } };

/**
 * The signed-in user, who owns what is queued (src/queue/store.ts reads by owner); before the user
 * is loaded, the owner remembered with this token (src/queue/owner.ts).
 */
function ownerOf(dispatch: Dispatch): number {
  const owner = dispatch((_d: unknown, getState: () => AuthState) => queueOwnerOf(getState().auth)) as
    number | null;
  if (owner === null) throw { status: 401, message: SIGN_IN_TO_QUEUE, fieldErrors: {} };
  return owner;
}

const queued = (clientId: string): SavedStep => {
  notifyQueueChangedSoon();
  return { id: null, clientId, message: SAVED_ON_DEVICE };
};

export async function queueStep1(dispatch: Dispatch, clientId: string, body: Loose, prospect: Loose | null) {
  return queued(await queueInitialInfo(ownerOf(dispatch), clientId, body, prospect));
}

export async function queueStep2(
  dispatch: Dispatch,
  input: SaveStep2Input & { clientId: string },
  values: ConcernPersonsValues,
) {
  const owner = ownerOf(dispatch);
  const { concern_person_info } = concernPersonsPayload(values, 0);
  const title = String(input.initialInfo?.organization_name ?? '');
  const target = { clientId: input.clientId, leadId: input.leadId, title };
  return queued(await queuePersons(owner, target, concern_person_info));
}

/** Online again before step 2 was saved: the cards chosen offline are uploaded first. */
export async function sendPendingCards(
  dispatch: Dispatch,
  values: ConcernPersonsValues,
): Promise<ConcernPersonsValues> {
  const info = await Promise.all(
    values.concern_person_info.map(async (person) => {
      const file = isPendingCard(person.attachment) ? pendingCard(person.attachment) : undefined;
      if (!file) return person;
      const answer = await dispatch(uploadsApi.endpoints.uploadVisitingCard.initiate(file)).unwrap();
      forgetPendingCard(person.attachment as string);
      return { ...person, attachment: answer.file_name };
    }),
  );
  return { concern_person_info: info };
}
