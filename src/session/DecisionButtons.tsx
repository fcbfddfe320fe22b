import { Button } from 'react-bootstrap';
import type { RequestAction } from './types';

const DECISIONS: { action: RequestAction; label: string; variant: string }[] = [
  { action: 'approved', label: 'Approve', variant: 'success' },
  { action: 'reject', label: 'Reject', variant: 'danger' },
];

/** Approve / Reject of a pending request (the requests page and the header bell). */
export function DecisionButtons({
  busy,
  onDecide,
}: {
  busy: boolean;
  onDecide: (action: RequestAction) => void;
}) {
  return (
    <div className="d-flex gap-1">
      {DECISIONS.map(({ action, label, variant }) => (
        <Button key={action} size="sm" variant={variant} disabled={busy} onClick={() => onDecide(action)}>
          {label}
        </Button>
      ))}
    </div>
  );
}
