import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const FRAMES = 60; // about a second for a lazy screen to show its heading

/** Focuses the screen's heading (or the main area) once it has rendered. */
function focusScreen(frames: number): void {
  const heading =
    document.querySelector<HTMLElement>('main h1') ??
    (frames > 0 ? null : document.querySelector<HTMLElement>('main h2, main h3, main h4'));
  if (!heading && frames > 0) {
    requestAnimationFrame(() => focusScreen(frames - 1));
    return;
  }
  const target = heading ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After a move to another screen, focus goes to the new screen's heading, so a keyboard or screen
 * reader user continues from the content (focus stayed on the sidebar link, or fell to the
 * document when the button that navigated went away). A screen that put focus inside itself
 * (a first field) keeps it. Query changes (filters, paging) are not a new screen.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const settle = () => {
      if (document.activeElement?.closest('main, .modal')) return;
      focusScreen(FRAMES);
    };
    requestAnimationFrame(settle);
  }, [pathname]);
}
