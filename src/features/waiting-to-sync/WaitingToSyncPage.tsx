import { Button } from 'react-bootstrap';
import { useSelector } from '@xstate/react';
import { useQueueOwner } from '../../queue/owner';
import { useSyncActor, type SyncActor } from '../../queue/SyncContext';
import { isActivityUnit } from '../../queue/types';
import { QueuedActivityItem } from './QueuedActivityItem';
import { QueuedLeadItem } from './QueuedLeadItem';
import { useQueuedUnits } from '../../queue/useQueuedUnits';

function SyncNow({ actor }: { actor: SyncActor }) {
  const syncing = useSelector(actor, (s) => s.matches('syncing'));
  return (
    <Button size="sm" disabled={syncing} onClick={() => actor.send({ type: 'SYNC_NOW' })}>
      Sync now
    </Button>
  );
}

/**
 * The leads, notes and log activities captured on this device that the server does not hold yet
 * (src/queue/), the signed-in user's only: their state, the last failure, "Sync now", and fix-and-resend where the server
 * refused a field.
 */
export default function WaitingToSyncPage() {
  const owner = useQueueOwner();
  const actor = useSyncActor();
  const units = useQueuedUnits(owner, actor);
  return (
    <section aria-labelledby="waiting-title">
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-3">
        <h1 id="waiting-title" className="h4 mb-0">
          Waiting to sync
        </h1>
        {actor && <SyncNow actor={actor} />}
      </div>
      {units && units.length === 0 && <p>Nothing is waiting to sync.</p>}
      {units && units.length > 0 && (
        <ul className="list-unstyled" aria-label="Leads waiting to sync">
          {units.map((unit) =>
            isActivityUnit(unit) ? (
              <QueuedActivityItem key={unit.clientId} unit={unit} />
            ) : (
              <QueuedLeadItem key={unit.clientId} unit={unit} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
