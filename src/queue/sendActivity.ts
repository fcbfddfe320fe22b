import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { queueApi } from './api';
import { idempotencyKeys } from './keys';
import type { QueuedActivity } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;

/**
 * Sends a queued note or log activity: the form's save call and body, with the key the form's
 * failed attempt carried (src/features/lead-details/forms/useActivitySend.ts), so an attempt the
 * server did store is answered again, not stored twice.
 */
export async function sendActivity(dispatch: Dispatch, unit: QueuedActivity): Promise<void> {
  await dispatch(
    queueApi.endpoints.queuedActivity.initiate({
      key: idempotencyKeys.activity(unit.clientId),
      type: unit.activity,
      leadId: unit.leadId,
      body: unit.body,
    }),
  ).unwrap();
}
