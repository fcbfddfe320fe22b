import { useEffect, useState } from 'react';
import { onUnitsChanged } from './queueEvents';
import { unitsOf } from './store';
import type { SyncActor } from './SyncContext';
import type { QueuedUnit } from './types';

/**
 * The owner's queued units, read again whenever the sync moves, the queue changes or a unit is
 * being sent (its "Sending" is written after the sync's state moved, so that alone would miss it).
 */
export function useQueuedUnits(owner: number | null, actor: SyncActor | null): QueuedUnit[] | null {
  const [units, setUnits] = useState<QueuedUnit[] | null>(null);
  useEffect(() => {
    if (owner === null) return;
    let live = true;
    // Storage refused (no IndexedDB): nothing was queued here either, and nothing can be shown.
    const read = () =>
      void unitsOf(owner).then(
        (u) => live && setUnits(u),
        () => undefined,
      );
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
