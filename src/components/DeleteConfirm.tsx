import { Button, Modal, Spinner } from 'react-bootstrap';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { focusPageIfLost } from '../lib/focusFallback';
import type { dialogMachine } from '../../machines/dialog.machine';

type DialogActor = ActorRefFrom<typeof dialogMachine>;
type DialogSnapshot = SnapshotFrom<typeof dialogMachine>;

/**
 * The delete confirmation of the dialog machine (confirmingDelete / deleting) on any CRUD screen:
 * Remove {title}? / Are you sure you want to remove it / Cancel, Yes, Delete it.
 */
export function DeleteConfirm({
  title,
  snapshot,
  actor,
}: {
  title: string;
  snapshot: DialogSnapshot;
  actor: DialogActor;
}) {
  const deleting = snapshot.matches('deleting');
  const open = snapshot.matches('confirmingDelete') || deleting;
  return (
    <Modal
      show={open}
      onHide={() => actor.send({ type: 'CANCEL' })}
      onExited={focusPageIfLost}
      aria-labelledby="delete-confirm-title"
      centered
    >
      <Modal.Header>
        <Modal.Title id="delete-confirm-title">{`Remove ${title}?`}</Modal.Title>
      </Modal.Header>
      <Modal.Body>Are you sure you want to remove it</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={() => actor.send({ type: 'CANCEL' })} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => actor.send({ type: 'CONFIRM' })} disabled={deleting}>
          {deleting && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-label="Loading" />
          )}
          Yes, Delete it
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
