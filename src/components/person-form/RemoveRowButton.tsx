import { Button, Col } from 'react-bootstrap';

/** The last column of a repeatable row: Remove, shown while more than one row exists. */
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
    </Col>
  );
}
