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
