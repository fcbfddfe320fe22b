import { Button, Modal } from 'react-bootstrap';
import { useSelector } from '@xstate/react';
import { useWizardActor } from '../WizardContext';
import { DuplicateList } from '../../../components/DuplicateList';

const sameMatches = (a: readonly unknown[], b: readonly unknown[]) => a === b || (!a.length && !b.length);

/** Before a new lead is saved: existing leads or prospects that look the same; the user may go on. */
export function DuplicateWarning() {
  const actor = useWizardActor();
  const open = useSelector(actor, (s) => s.hasTag('confirming'));
  // Every SUBMIT clears them to a new empty list: that is no change for the warning.
  const matches = useSelector(actor, (s) => s.context.duplicates, sameMatches);
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
        <DuplicateList matches={matches} />
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
