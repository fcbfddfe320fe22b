/**
 * Tab past the last field of an open Bootstrap dialog (or Shift+Tab before its first) goes round
 * to its other end. react-bootstrap only pulls focus back once it lands on the page behind, so
 * from the last field focus first left for the browser's own controls (the document body, seen by
 * the keyboard tests in tests/e2e/a11y.e2e.ts). sweetalert2 keeps its own loop.
 */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const modals = document.querySelectorAll<HTMLElement>('.modal.show');
  const modal = modals[modals.length - 1];
  if (!modal) return;
  // Only what can be seen: hidden tabs and collapsed parts hold no focus.
  const items = [...modal.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  if (!items.length) return;
  const active = document.activeElement;
  const outside = !active || !modal.contains(active);
  if (event.shiftKey ? outside || active === items[0] : outside || active === items[items.length - 1]) {
    event.preventDefault();
    (event.shiftKey ? items[items.length - 1] : items[0]).focus();
  }
}

/** Listens for the signed-in app's lifetime; returns the function that stops it. */
export function wrapTabInModals(): () => void {
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
