import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { confirm } from '../../lib/confirm';
import { discardUnit } from '../../queue/fix';
import type { QueuedActivity } from '../../queue/types';
import { ACTIVITY_LABELS, activityText } from '../../queue/activityText';
import { FixForm } from './FixForm';
import { STATE_TEXT } from '../../queue/unitStateText';

const time = (ms: number) => new Date(ms).toLocaleString();

async function discard(unit: QueuedActivity) {
  const label = ACTIVITY_LABELS[unit.activity];
  const sure = await confirm({
    title: `Discard this ${label.toLowerCase()}?`,
    text: `The ${label.toLowerCase()} on ${unit.title || 'this lead'} was never sent: it will be gone from this device.`,
    confirmButtonText: 'Discard',
  });
  if (sure) await discardUnit(unit);
}

/** One queued note or log activity of the Waiting to sync screen, with its lead linked. */
export function QueuedActivityItem({ unit }: { unit: QueuedActivity }) {
  const attention = unit.state === 'needsAttention';
  const label = ACTIVITY_LABELS[unit.activity];
  return (
    <li
      className="border rounded p-2 mb-2"
      aria-label={`${label} on ${unit.title || `lead #${unit.leadId}`}`}
    >
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <strong>{label}</strong>
        <span>on</span>
        <Link to={`/leads-organization/${unit.leadId}/leads-details`} className="text-break">
          {unit.title || `Lead #${unit.leadId}`}
        </Link>
        <Badge bg={attention ? 'danger' : 'secondary'}>{STATE_TEXT[unit.state]}</Badge>
      </div>
      <div className="small text-break">{activityText(unit)}</div>
      <div className="small text-body-secondary">
        Captured {time(unit.capturedAt)}
        {unit.attempts > 0 && !attention && ` · next try ${time(unit.nextAttemptAt)}`}
      </div>
      {unit.lastError && <div className="small text-danger">{unit.lastError}</div>}
      {attention && <FixForm unit={unit} />}
      {attention && (
        <Button
          variant="link"
          size="sm"
          className="px-0 text-danger d-block"
          onClick={() => void discard(unit)}
        >
          Discard
        </Button>
      )}
    </li>
  );
}
