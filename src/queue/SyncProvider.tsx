import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { useAppDispatch } from '../lib/hooks';
import { inspect } from '../lib/inspector';
import { onQueueChanged } from './queueEvents';
import { useQueueOwner } from './owner';
import { askPersistentStorage, storageNearlyFull } from './storage';
import { boundSyncMachine } from './syncActors';
import { StorageWarningContext, SyncActorContext, type SyncActor } from './SyncContext';

interface OwnedSyncProps {
  owner: number;
  onActor: (actor: SyncActor | null) => void;
  onNearlyFull: (full: boolean) => void;
}

/** One user's running sync, fed the browser's online / offline events and the queue's changes. */
function OwnedSync({ owner, onActor, onNearlyFull }: OwnedSyncProps) {
  const dispatch = useAppDispatch();
  const machine = useMemo(() => boundSyncMachine(dispatch, owner), [dispatch, owner]);
  const actor = useActorRef(machine, { input: { online: navigator.onLine }, inspect });
  useEffect(() => {
    onActor(actor);
    askPersistentStorage();
    const check = () => void storageNearlyFull().then(onNearlyFull);
    check();
    const online = () => actor.send({ type: 'ONLINE' });
    const offline = () => actor.send({ type: 'OFFLINE' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const stopListening = onQueueChanged(() => {
      actor.send({ type: 'CHANGED' });
      check();
    });
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      stopListening();
      onActor(null);
    };
  }, [actor, onActor, onNearlyFull]);
  return null;
}

/**
 * Runs the lead queue's sync (machines/sync.machine.ts) for the signed-in user, from app start:
 * on the browser's online event, when the queue changes, every 30 s while anything waits. A new
 * user gets a new actor (keyed by user), so nobody sends another's queue. That actor lives in a
 * sibling of the screen, not around it, so the screen keeps its state when the user becomes known.
 */
export function SyncProvider({ children }: { children: ReactNode }) {
  const owner = useQueueOwner();
  const [actor, setActor] = useState<SyncActor | null>(null);
  const [nearlyFull, setNearlyFull] = useState(false);
  return (
    <SyncActorContext.Provider value={owner === null ? null : actor}>
      <StorageWarningContext.Provider value={nearlyFull}>
        {owner !== null && (
          <OwnedSync key={owner} owner={owner} onActor={setActor} onNearlyFull={setNearlyFull} />
        )}
        {children}
      </StorageWarningContext.Provider>
    </SyncActorContext.Provider>
  );
}
