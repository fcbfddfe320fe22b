import { Button, Col } from 'react-bootstrap';
import { MessageLine } from '../form/MessageRoom';

/**
 * The last column of a repeatable row: Remove, shown while more than one row exists. In a
 * MessageRoom it keeps the same free line under it as the fields, so it lines up with their
 * controls.
 */
export function RemoveRowButton({
  shown,
  label,
  onRemove,
}: {
  shown: boolean;
  label: string;
  onRemove: () => void;
}) {
  return (
    <Col md={2} className="mb-3">
      {shown && (
        <Button variant="outline-danger" size="sm" onClick={onRemove} aria-label={label}>
          Remove
        </Button>
      )}
      <MessageLine />
    </Col>
  );
}
