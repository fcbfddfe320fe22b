/** How long after a dialog closes a lost focus is still put back (the list's refetch removes the row). */
const WATCH_MS = 3000;
const STEP_MS = 100;

/** Focus is nowhere a user can continue from: on the document, or on an element that has gone. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Focuses a screen's heading (made focusable for it) or, without one, its main area: where a
 * keyboard user goes on from after the thing they were on went away.
 */
export function focusHeading(heading: HTMLElement | null = document.querySelector('main h1')): void {
  const target = heading ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * Focuses the element with `id` once it is on the page: after a row is added or removed, React
 * renders it a moment later. Tries for a few frames, then gives up (the row never came).
 */
export function focusWhenShown(id: string, frames = 10): void {
  const el = document.getElementById(id);
  if (el) {
    el.focus();
    return;
  }
  if (frames > 0) requestAnimationFrame(() => focusWhenShown(id, frames - 1));
}

/** After the next render, if focus went with what was removed, the element with `id` takes it. */
export function focusWhenLost(id: string): void {
  requestAnimationFrame(() => {
    if (focusIsLost()) focusWhenShown(id);
  });
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
    const lost = focusIsLost();
    if (lost) focusHeading();
    if (lost || document.activeElement !== restored || waited >= WATCH_MS) clearInterval(timer);
  }, STEP_MS);
}
