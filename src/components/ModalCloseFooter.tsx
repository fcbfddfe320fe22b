import { Button, Modal } from 'react-bootstrap';

/** The footer of a read-only modal (details, previews): one Close button. */
export function ModalCloseFooter({ onClose }: { onClose(): void }) {
  return (
    <Modal.Footer>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </Modal.Footer>
  );
}
