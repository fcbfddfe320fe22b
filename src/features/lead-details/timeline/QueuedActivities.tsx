import { Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useQueueOwner } from '../../../queue/owner';
import { WAITING_TO_SYNC_PATH } from '../../../queue/paths';
import { useSyncActor } from '../../../queue/SyncContext';
import { isActivityUnit, type QueuedActivity } from '../../../queue/types';
import type { ActivityType } from '../types';
import { ACTIVITY_LABELS, activityText } from '../../../queue/activityText';
import { STATE_TEXT } from '../../../queue/unitStateText';
import { useQueuedUnits } from '../../../queue/useQueuedUnits';
import { shownTime } from './TimelineItemCard';

const attention = (unit: QueuedActivity) => unit.state === 'needsAttention';

/** This lead's notes and log activities saved on this device and not sent yet, newest first, of `tab`. */
export function useQueuedActivities(leadId: number, tab: ActivityType | 'all'): QueuedActivity[] {
  const units = useQueuedUnits(useQueueOwner(), useSyncActor()) ?? [];
  return units
    .filter((u): u is QueuedActivity => isActivityUnit(u) && u.leadId === leadId)
    .filter((u) => tab === 'all' || u.activity === tab)
    .reverse();
}

/**
 * The notes and log activities of this lead saved on this device and not sent yet (src/queue/),
 * newest first above the server's items, each marked with its queue state. They leave once the
 * sync has sent them; the sent save refreshes the timeline (src/queue/sendActivity.ts).
 */
export function QueuedActivities({ units }: { units: QueuedActivity[] }) {
  return units.map((unit) => (
    <Card key={unit.clientId} className="mb-2 border-warning" data-testid="queued-timeline-item">
      <Card.Body className="p-3">
        <div className="d-flex flex-wrap justify-content-between gap-1">
          <strong>{ACTIVITY_LABELS[unit.activity]}</strong>
          <span className="small text-body-secondary">
            {shownTime(new Date(unit.capturedAt).toISOString())}
          </span>
        </div>
        <Badge bg={attention(unit) ? 'danger' : 'warning'} text={attention(unit) ? undefined : 'dark'}>
          {unit.state === 'waiting' ? 'Waiting to sync' : STATE_TEXT[unit.state]}
        </Badge>
        {attention(unit) && (
          <Link to={WAITING_TO_SYNC_PATH} className="small ms-2">
            Fix it on Waiting to sync
          </Link>
        )}
        <div className="small text-break">{activityText(unit)}</div>
      </Card.Body>
    </Card>
  ));
}
