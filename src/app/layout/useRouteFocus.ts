import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusHeading, focusIsLost } from '../../lib/focusFallback';

const WAIT_MS = 1000; // how long a lazy screen may take to show its heading
const H1_MS = 200; // then a screen without an h1 (the wizard's steps) is focused by its first heading
const STEP_MS = 25;
let generation = 0; // a newer move to another screen (or leaving the shell) ends an older wait

/**
 * Focus is still where the move left it: on what was focused when the path changed (the menu
 * link), on the document, or on an element that has gone. Anything else is the user's (or the
 * screen's) own choice, which stays.
 */
const untouched = (before: Element | null) => document.activeElement === before || focusIsLost();

function focusScreen(before: Element | null, waited: number, mine: number): void {
  if (mine !== generation || !untouched(before)) return;
  const heading =
    document.querySelector<HTMLElement>('main h1') ??
    (waited < H1_MS ? null : document.querySelector<HTMLElement>('main h2, main h3, main h4'));
  if (!heading && waited < WAIT_MS) {
    setTimeout(() => focusScreen(before, waited + STEP_MS, mine), STEP_MS);
    return;
  }
  focusHeading(heading);
}

/**
 * After a move to another screen, focus goes to the new screen's heading, so a keyboard or screen
 * reader user continues from the content (focus stayed on the sidebar link, or fell to the
 * document when the button that navigated went away). Focus the user or the screen has put
 * anywhere else meanwhile (a first field, the header's search) stays. Query changes (filters,
 * paging) are not a new screen, nor is the first load.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return; // the first load (twice under StrictMode)
    shown.current = pathname;
    const mine = ++generation;
    const before = document.activeElement;
    if (before?.closest('main, .modal')) return; // the new screen has focused its own field
    setTimeout(() => focusScreen(before, 0, mine), 0);
  }, [pathname]);
  useEffect(
    () => () => {
      generation++;
    },
    [],
  );
}
