import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A submit button that is disabled and shows a spinner (or a busy label) while submitting.
 * A focused button that turns disabled loses focus to the document; once it is enabled again it
 * takes the focus back (unless the user has moved on), so a keyboard user goes on from where they were.
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
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const el = button.current;
    if (busy) {
      // Runs before the browser moves focus off the now disabled button.
      hadFocus.current = document.activeElement === el;
      return;
    }
    const lost = !document.activeElement || document.activeElement === document.body;
    if (hadFocus.current && lost && el?.isConnected) el.focus();
    hadFocus.current = false;
  }, [busy]);
  return (
    <button
      ref={button}
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
