/** Where a popup under (or over) a field goes: `above` opens it upward; `maxHeight` keeps it inside. */
export interface Placement {
  above: boolean;
  maxHeight: number;
}

/** The part of the window the user sees, top and bottom, in the coordinates of getBoundingClientRect. */
interface VisibleBand {
  top: number;
  bottom: number;
}

const GAP = 4;
/** Below this a list shows hardly two rows: it keeps this height and the page scrolls instead. */
const MIN_POPUP_HEIGHT = 96;

/**
 * Opens below the field when the popup fits there, else on the side with more room, never taller
 * than that room (nor than `wanted`, its full height, nor `cap`). Decided before the list is
 * painted, so it never shows outside the window first and is then scrolled to.
 */
export function placePopup(
  field: { top: number; bottom: number },
  wanted: number,
  cap: number,
  band: VisibleBand,
): Placement {
  const height = Math.min(wanted, cap);
  const below = band.bottom - field.bottom - GAP;
  const above = field.top - band.top - GAP;
  if (height <= below || below >= above)
    return { above: false, maxHeight: Math.max(Math.min(cap, below), MIN_POPUP_HEIGHT) };
  return { above: true, maxHeight: Math.max(Math.min(cap, above), MIN_POPUP_HEIGHT) };
}

/**
 * What the user sees of the page: the visual viewport (a phone's on-screen keyboard shrinks it)
 * minus the sticky header, whose height the page already gives as `scroll-padding-top`
 * (src/styles/app.css).
 */
export function visibleBand(): VisibleBand {
  const view = window.visualViewport;
  const top = view?.offsetTop ?? 0;
  const bottom = top + (view?.height ?? window.innerHeight);
  const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return { top: top + header, bottom };
}
