import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const FRAMES = 60; // about a second for a lazy screen to show its heading
const H1_FRAMES = 10; // then a screen without an h1 (the wizard's steps) is focused by its first heading
let generation = 0; // a newer move to another screen ends the wait of an older one

/** The user (or the screen) has put focus in the screen or a dialog: it stays there. */
const focusTaken = () => Boolean(document.activeElement?.closest('main, .modal'));

/** Focuses the screen's heading (or the main area) once it has rendered, unless focus got there first. */
function focusScreen(frames: number, mine: number): void {
  if (mine !== generation || focusTaken()) return;
  const heading =
    document.querySelector<HTMLElement>('main h1') ??
    (FRAMES - frames < H1_FRAMES ? null : document.querySelector<HTMLElement>('main h2, main h3, main h4'));
  if (!heading && frames > 0) {
    requestAnimationFrame(() => focusScreen(frames - 1, mine));
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
    const mine = ++generation;
    requestAnimationFrame(() => focusScreen(FRAMES, mine));
  }, [pathname]);
}
