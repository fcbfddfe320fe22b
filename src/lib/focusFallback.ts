/** How long after a dialog closes a lost focus is still put back (the list's refetch removes the row). */
const WATCH_MS = 3000;
const STEP_MS = 100;

function focusPage(): void {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * After a dialog has closed: focus goes back to the element that opened it, but after a delete
 * that element (the row's menu button) leaves the page once the list is read again, and focus fell
 * to the document. Until the user moves on, or WATCH_MS pass, a lost focus goes to the page's
 * heading, so a keyboard user goes on from the list rather than from the top of the document.
 */
export function focusPageIfLost(): void {
  const restored = document.activeElement;
  let waited = 0;
  const timer = setInterval(() => {
    waited += STEP_MS;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (lost) focusPage();
    if (lost || active !== restored || waited >= WATCH_MS) clearInterval(timer);
  }, STEP_MS);
}
