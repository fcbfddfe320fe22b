import type { ReactNode } from 'react';

/**
 * A submit button that shows a spinner (or a busy label) while submitting and then refuses to
 * submit again. It is marked `aria-disabled`, not `disabled`: a disabled button loses the keyboard
 * focus to the document, and a dialog closing meanwhile (the wizard's duplicate warning) could not
 * give focus back to it. A cancelled click also stops the Enter of a text field, which submits a
 * form by clicking its first submit button.
 */
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
      aria-disabled={busy ? true : undefined}
      className={`btn btn-${variant}${busy ? ' disabled' : ''}${className ? ` ${className}` : ''}`}
      aria-busy={Boolean(busy)}
      onClick={(e) => {
        if (busy) e.preventDefault();
      }}
    >
      {busy && !busyLabel && (
        <span className="spinner-border spinner-border-sm me-2" role="status" aria-label="Loading" />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
