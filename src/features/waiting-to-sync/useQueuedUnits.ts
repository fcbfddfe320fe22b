import { useEffect, useState } from 'react';
import { onUnitsChanged } from '../../queue/queueEvents';
import { unitsOf } from '../../queue/store';
import type { SyncActor } from '../../queue/SyncContext';
import type { QueuedLead } from '../../queue/types';

/**
 * The owner's queued leads, read again whenever the sync moves, the queue changes or a unit is
 * being sent (its "Sending" is written after the sync's state moved, so that alone would miss it).
 */
export function useQueuedUnits(owner: number | null, actor: SyncActor | null): QueuedLead[] | null {
  const [units, setUnits] = useState<QueuedLead[] | null>(null);
  useEffect(() => {
    if (owner === null) return;
    let live = true;
    const read = () => void unitsOf(owner).then((u) => live && setUnits(u));
    read();
    const stop = onUnitsChanged(read);
    const subscription = actor?.subscribe(read);
    return () => {
      live = false;
      stop();
      subscription?.unsubscribe();
    };
  }, [owner, actor]);
  return units;
}
