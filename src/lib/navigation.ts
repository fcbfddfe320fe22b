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
