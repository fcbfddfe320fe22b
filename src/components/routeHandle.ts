import { useMatches } from 'react-router-dom';

/** What each route declares in its `handle`: the page title shown as `<title> | CRMS`. */
export interface RouteHandle {
  title?: string;
}

const APP_NAME = 'CRMS';

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i].handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}
