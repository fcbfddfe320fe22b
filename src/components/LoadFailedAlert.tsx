import { Alert, Button } from 'react-bootstrap';

/** A list or record that could not be loaded: what failed and why, with Retry where it can help. */
export function LoadFailedAlert({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
      <span>{text}</span>
      {onRetry && (
        <Button size="sm" variant="outline-danger" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert>
  );
}
