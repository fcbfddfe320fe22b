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

/**
 * Until the user moves on (their next key or pointer press): whenever the page changes and focus
 * went with what was removed, the element with `id` takes it. Watched on the page's changes, not
 * for one frame: a page change rendered in a transition (a new page of a list in the URL) lands
 * frames later on a busy machine, and focus fell to the document after the check had run.
 */
export function focusWhenLost(id: string): void {
  const check = () => {
    const el = focusIsLost() ? document.getElementById(id) : null;
    if (!el) return;
    el.focus();
    stop();
  };
  const changes = new MutationObserver(check);
  const stop = () => {
    changes.disconnect();
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  changes.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['id'],
  });
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  check();
}

/**
 * After a dialog has closed: focus goes back to the element that opened it, but after a delete
 * that element (the row's menu button) leaves the page once the list is read again, and focus fell
 * to the document. Until the user moves on (their next key or pointer press), whenever the page
 * changes and focus is lost, it goes to the page's heading, so a keyboard user goes on from the
 * list rather than from the top of the document. Watched on the page's changes, not for a set
 * time: a slow server (or a busy machine) removed the row after a 3 s watch had ended.
 */
export function focusPageIfLost(): void {
  const check = () => {
    if (focusIsLost()) focusHeading();
  };
  const changes = new MutationObserver(check);
  const stop = () => {
    changes.disconnect();
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  changes.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  check();
}
