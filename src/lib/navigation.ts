/**
 * Lets code outside React (the API layer's 401 handling) ask the router to navigate. The app
 * registers a navigate function at start-up; it decides whether the move is needed (a public
 * page stays where it is).
 */
type Navigate = (to: string) => unknown;

let navigator: Navigate | null = null;

export function registerNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
}

/**
 * A click the app may turn into in-app navigation: the main button, no modifier. Anything else
 * (Ctrl/⌘ or middle click: new tab, Shift: new window) keeps the browser's own behaviour, as
 * react-router's Link does.
 */
export function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
