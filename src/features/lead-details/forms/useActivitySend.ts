import { useCallback, useEffect, useRef } from 'react';
import { isUnreachable } from '../../../lib/apiErrors';
import { queueActivity } from '../../../queue/enqueue';
import { idempotencyKeys } from '../../../queue/keys';
import { SAVED_ON_DEVICE, SIGN_IN_TO_QUEUE } from '../../../queue/messages';
import { useQueueOwner } from '../../../queue/owner';
import { notifyQueueChanged } from '../../../queue/queueEvents';
import type { QueuedActivityType } from '../../../queue/types';
import { useSaveActivityMutation } from '../api';

interface SendPlace {
  path: string;
  leadId: number;
  /** The lead's organisation name: what the Waiting to sync screen calls a queued activity's lead. */
  leadTitle: string;
  /** Set on the note and log forms: a save that gets no answer is queued (src/queue/). */
  queueAs?: QueuedActivityType;
}

/**
 * The save of one activity form. A note or log save carries a fresh client id's Idempotency-Key;
 * when no answer comes (offline, or an answer lost) it is queued under that id, so the sync's
 * resend is the same request and the server stores it once (docs/decisions.md "Booth mode").
 */
export function useActivitySend({ path, leadId, leadTitle, queueAs }: SendPlace) {
  const [save] = useSaveActivityMutation();
  // Read at save time, not closed over: the dialog machine keeps the first `send` it was given
  // (./useActivityDialog.ts), and the owner may become known after it.
  const owner = useRef<number | null>(null);
  const current = useQueueOwner();
  useEffect(() => {
    owner.current = current;
  }, [current]);
  return useCallback(
    async (body: FormData | object) => {
      if (!queueAs) return save({ path, leadId, body }).unwrap();
      const clientId = crypto.randomUUID();
      try {
        return await save({ path, leadId, body, key: idempotencyKeys.activity(clientId) }).unwrap();
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        // Nobody to own it (the session is gone): nothing can be kept for nobody.
        if (owner.current === null) throw { status: 401, message: SIGN_IN_TO_QUEUE, fieldErrors: {} };
        await queueActivity(owner.current, clientId, {
          type: queueAs,
          leadId,
          leadTitle,
          body: body as Record<string, unknown>,
        });
        notifyQueueChanged();
        return { message: SAVED_ON_DEVICE };
      }
    },
    [save, path, leadId, leadTitle, queueAs],
  );
}
