import type { ReactNode } from 'react';

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
    <button
      type="submit"
      disabled={Boolean(busy)}
      className={`btn btn-${variant}${className ? ` ${className}` : ''}`}
      aria-busy={Boolean(busy)}
    >
      {busy && !busyLabel && (
        <span className="spinner-border spinner-border-sm me-2" role="status" aria-label="Loading" />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
