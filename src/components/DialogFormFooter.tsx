import { Button, Modal } from 'react-bootstrap';
import { SubmitButton } from './form';

/** The add/edit dialog's footer on every CRUD screen: Cancel (sends CANCEL), then Create or Update. */
export function DialogFormFooter({
  mode,
  busy,
  onCancel,
}: {
  mode: 'create' | 'edit';
  busy: boolean;
  onCancel(): void;
}) {
  return (
    <Modal.Footer>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <SubmitButton busy={busy}>{mode === 'edit' ? 'Update' : 'Create'}</SubmitButton>
    </Modal.Footer>
  );
}
