import { useContext, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { queueClock } from './clock';
import { WAITING_TO_SYNC_PATH } from './paths';
import { syncStatusText } from './statusText';
import { STORAGE_WARNING } from './storage';
import { StorageWarningContext, useSyncActor, type SyncActor } from './SyncContext';

/** Re-renders every 30 s so "oldest 12 min ago" stays true. */
function useNow(): number {
  const [now, setNow] = useState(queueClock.now);
  useEffect(() => {
    const id = setInterval(() => setNow(queueClock.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function StatusLine({ actor }: { actor: SyncActor }) {
  const now = useNow();
  const text = useSelector(actor, (s) => syncStatusText(s.matches('syncing'), s.context, now));
  const nearlyFull = useContext(StorageWarningContext);
  if (!text && !nearlyFull) return null;
  return (
    <div className="app-sync-status w-100 small" role="status">
      {text && (
        <Link to={WAITING_TO_SYNC_PATH} className="me-2">
          {text}
        </Link>
      )}
      {nearlyFull && <span className="text-danger">{STORAGE_WARNING}</span>}
    </div>
  );
}

/**
 * The header's line about the lead queue (issue 29): "Offline", "3 waiting to sync, oldest 12 min
 * ago", "Syncing 2 of 3", "1 needs attention". Nothing while there is nothing to say.
 */
export function SyncStatus() {
  const actor = useSyncActor();
  return actor ? <StatusLine actor={actor} /> : null;
}
