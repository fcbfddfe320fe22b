import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

/** A submit button that is disabled and shows a spinner (or a busy label) while submitting. */
export function SubmitButton({
  busy,
  children,
  busyLabel,
  className,
  variant = 'primary',
}: {
  busy?: boolean;
  children: ReactNode;
  busyLabel?: ReactNode;
  className?: string;
  variant?: string;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      disabled={Boolean(busy)}
      className={className}
      aria-busy={Boolean(busy)}
    >
      {busy && !busyLabel && (
        <Spinner as="span" animation="border" size="sm" role="status" aria-label="Loading" className="me-2" />
      )}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
