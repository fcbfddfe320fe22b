import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { useQueueOwner } from '../../queue/owner';
import { QUEUED_LEAD_GONE } from '../../queue/messages';
import { unitOf } from '../../queue/store';
import type { WizardActor } from './WizardContext';
import { isActivityUnit } from '../../queue/types';
import { initialInfoValuesOf } from './mapping';
import type { InitialInfoValues } from './types';
import type { SelectedProspect } from '../../../machines/lead-wizard.types';

/** A `?queued=` value: a client id (src/queue/types.ts), nothing else is looked up. */
export const queuedIdFromQuery = (raw: string | null): string | null =>
  raw && /^[0-9a-f-]{8,64}$/i.test(raw) ? raw : null;

/**
 * The step 1 of the owner's queued lead that still waits for its persons, as form values, with
 * the prospect it was started from; null when there is none (gone, already complete, or not the
 * owner's).
 */
export async function queuedStep1(
  owner: number,
  clientId: string,
): Promise<{ initialInfo: InitialInfoValues; prospect: SelectedProspect | null } | null> {
  const unit = await unitOf(owner, clientId).catch(() => undefined);
  if (!unit || isActivityUnit(unit) || unit.persons !== null || unit.initialInfo === null) return null;
  return {
    initialInfo: initialInfoValuesOf(unit.initialInfo),
    prospect: (unit.prospect as SelectedProspect | null | undefined) ?? null,
  };
}

/**
 * Starts the wizard at step 2 of the owner's queued lead `clientId` (a `?queued=` link): the
 * signed-in user's, or before the user is loaded the owner remembered with this token
 * (src/queue/owner.ts); a lead no longer waiting, or without a token's owner, starts a clean create
 * and says so. Only a wizard still idle is started.
 */
export function useContinueQueued(actor: WizardActor, clientId: string | null): void {
  const owner = useQueueOwner();
  useEffect(() => {
    if (clientId === null) return;
    // No owner for this token: nothing of this browser's queue can be this user's.
    const read = owner === null ? Promise.resolve(null) : queuedStep1(owner, clientId).catch(() => null);
    void read.then((queued) => {
      const snapshot = actor.getSnapshot();
      if (snapshot.status !== 'active' || !snapshot.matches('idle')) return;
      if (queued)
        actor.send({
          type: 'CONTINUE_QUEUED',
          clientId,
          initialInfo: { ...queued.initialInfo },
          prospect: queued.prospect,
        });
      else {
        toast.error(QUEUED_LEAD_GONE);
        actor.send({ type: 'START_CREATE', prospect: null });
      }
    });
  }, [actor, clientId, owner]);
}
