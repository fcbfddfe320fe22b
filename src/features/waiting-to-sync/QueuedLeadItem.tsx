import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { continueQueuedPath } from '../../lib/leadPaths';
import { confirm } from '../../lib/confirm';
import { createAnyway, discardUnit } from '../../queue/fix';
import { DuplicateList } from '../../components/DuplicateList';
import type { QueuedLead } from '../../queue/types';
import { FixForm } from './FixForm';
import { STATE_TEXT } from '../../queue/unitStateText';

const time = (ms: number) => new Date(ms).toLocaleString();

async function discard(unit: QueuedLead) {
  const sure = await confirm({
    title: 'Discard this lead?',
    text: `${unit.title || 'This lead'} was never sent: it will be gone from this device.`,
    confirmButtonText: 'Discard',
  });
  if (sure) await discardUnit(unit);
}

/** One queued lead of the Waiting to sync screen. */
export function QueuedLeadItem({ unit }: { unit: QueuedLead }) {
  const incomplete = unit.persons === null;
  const attention = unit.state === 'needsAttention';
  // The server refused it as a likely duplicate (src/queue/sendUnit.ts): nothing to fix, a choice.
  const duplicates = unit.duplicates ?? [];
  return (
    <li className="border rounded p-2 mb-2" aria-label={unit.title || 'Lead without a name'}>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <strong className="text-break">{unit.title || '(no organisation name)'}</strong>
        <Badge bg={attention ? 'danger' : 'secondary'}>{STATE_TEXT[unit.state]}</Badge>
      </div>
      <div className="small text-body-secondary">
        Captured {time(unit.capturedAt)}
        {unit.cards.length > 0 && ` · ${unit.cards.length} visiting card(s)`}
        {unit.attempts > 0 && !attention && ` · next try ${time(unit.nextAttemptAt)}`}
      </div>
      {incomplete && (
        <div className="small">
          Concern persons not entered yet: it is not sent without them.{' '}
          <Link className="btn btn-sm btn-primary ms-1" to={continueQueuedPath(unit.clientId)}>
            Continue
          </Link>
        </div>
      )}
      {unit.lastError && <div className="small text-danger">{unit.lastError}</div>}
      {attention && duplicates.length > 0 && (
        <>
          <DuplicateList matches={duplicates} />
          <Button size="sm" className="mt-2" onClick={() => void createAnyway(unit)}>
            Create anyway
          </Button>
        </>
      )}
      {attention && duplicates.length === 0 && <FixForm unit={unit} />}
      {(attention || incomplete) && (
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
