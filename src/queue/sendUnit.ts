import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SendOutcome } from '../../machines/sync.machine';
import { STATUS } from '../../contract/errors';
import { isDuplicateRefusal } from '../../contract/duplicates';
import { toApiFailure } from '../lib/apiErrors';
import { queueApi } from './api';
import { retryDelayMs } from './backoff';
import { queueClock } from './clock';
import { idempotencyKeys } from './keys';
import { notifyUnitMoved } from './queueEvents';
import { deleteUnit, putUnit, unitOf } from './store';
import { sendActivity } from './sendActivity';
import { isActivityUnit, type QueuedLead, type QueuedUnit } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;
const { endpoints } = queueApi;

/** The server's field messages as sent (`{field: [message]}`), for the needs-attention screen. */
function serverFieldErrors(error: unknown): Record<string, string[]> {
  const errors = (error as { data?: { errors?: unknown } })?.data?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([k, v]) => [
      k,
      (Array.isArray(v) ? v : [v]).map(String),
    ]),
  );
}

/** Sends the unit's parts in order, storing each answer so a later retry skips what the server holds. */
async function sendParts(dispatch: Dispatch, start: QueuedLead): Promise<void> {
  let unit = start;
  if (unit.leadId === null) {
    const key = idempotencyKeys.initialInfo(unit.clientId);
    const leadId = await dispatch(
      endpoints.queuedInitialInfo.initiate({
        key,
        body: unit.initialInfo ?? {},
        createAnyway: unit.createAnyway === true,
      }),
    ).unwrap();
    unit = { ...unit, leadId, initialInfo: null, fieldErrors: {} };
    await putUnit(unit);
  }
  for (const card of unit.cards) {
    const key = idempotencyKeys.card(unit.clientId, card.person);
    const fileName = await dispatch(
      endpoints.queuedCard.initiate({ key, file: card.blob, name: card.name }),
    ).unwrap();
    const info = (unit.persons?.concern_person_info ?? []).map((p, i) =>
      i === card.person ? { ...p, attachment: fileName } : p,
    );
    unit = { ...unit, persons: { concern_person_info: info }, cards: unit.cards.filter((c) => c !== card) };
    await putUnit(unit);
  }
  const body = { ...unit.persons, lead_id: unit.leadId as number };
  await dispatch(
    endpoints.queuedPersons.initiate({ key: idempotencyKeys.persons(unit.clientId), body }),
  ).unwrap();
}

/**
 * Sends one unit (./sendBatch.ts picks it): `sent` once the server holds all of it (it leaves the
 * queue), `invalid` on a validation answer or a likely duplicate (it needs attention), `failed`
 * otherwise (backoff; a 409 without matches is the same key still running).
 */
export async function sendUnit(dispatch: Dispatch, unit: QueuedUnit): Promise<Exclude<SendOutcome, 'none'>> {
  await putUnit({ ...unit, state: 'syncing' });
  notifyUnitMoved();
  try {
    await (isActivityUnit(unit) ? sendActivity(dispatch, unit) : sendParts(dispatch, unit));
    await deleteUnit(unit.owner, unit.clientId);
    return 'sent';
  } catch (error) {
    const failure = toApiFailure(error);
    // What was stored meanwhile (the lead id after step 1) is kept: read the unit again.
    const now = (await unitOf(unit.owner, unit.clientId)) ?? unit;
    const data = (error as { data?: unknown })?.data;
    if (failure.status === STATUS.conflict && isDuplicateRefusal(data) && !isActivityUnit(now)) {
      await putUnit({
        ...now,
        state: 'needsAttention',
        lastError: data.message,
        duplicates: data.duplicates,
      });
      return 'invalid';
    }
    if (failure.status === STATUS.invalid) {
      await putUnit({
        ...now,
        state: 'needsAttention',
        lastError: failure.message,
        fieldErrors: serverFieldErrors(error),
      });
      return 'invalid';
    }
    const attempts = now.attempts + 1;
    await putUnit({
      ...now,
      state: 'waiting',
      lastError: failure.message,
      attempts,
      nextAttemptAt: queueClock.now() + retryDelayMs(attempts),
    });
    return 'failed';
  }
}
