import { Button, ListGroup, Modal } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useWizardActor } from '../WizardContext';
import type { DuplicateMatch } from '../../../../machines/lead-wizard.machine';

const REASONS: Record<DuplicateMatch['reasons'][number], string> = {
  organization_name: 'same organization name',
  phone: 'same phone',
  email: 'same email',
};
const linkOf = (m: DuplicateMatch) =>
  m.kind === 'lead' ? `/leads-organization/${m.id}/leads-details` : `/prospect-update/${m.id}`;

/** Before a new lead is saved: existing leads or prospects that look the same; the user may go on. */
export function DuplicateWarning() {
  const actor = useWizardActor();
  const open = useSelector(actor, (s) => s.hasTag('confirming'));
  const matches = useSelector(actor, (s) => s.context.duplicates);
  return (
    <Modal
      show={open}
      onHide={() => actor.send({ type: 'CANCEL' })}
      centered
      aria-labelledby="duplicate-warning-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="duplicate-warning-title">Possible duplicate</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>These records look like the one you are saving:</p>
        <ListGroup>
          {matches.map((m) => (
            <ListGroup.Item key={`${m.kind}-${m.id}`}>
              <Link to={linkOf(m)} target="_blank" rel="noreferrer">
                {m.kind === 'lead' ? 'Lead' : 'Prospect'} #{m.id}: {m.organization_name}
              </Link>{' '}
              <span className="text-body-secondary small">
                ({m.reasons.map((r) => REASONS[r]).join(', ')})
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => actor.send({ type: 'CONTINUE' })}>
          Save Anyway
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
