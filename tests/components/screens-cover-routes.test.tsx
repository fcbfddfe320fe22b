import type { RouteObject } from 'react-router-dom';
import { appRoutes } from '../../src/app/router';
import { PUBLIC_PATHS } from '../../src/lib/publicPaths';
import { menuPaths, ROUTED_SCREENS } from '../e2e/screens';

// The browser walks (axe in light and dark, the 390 px phone) open the screens that
// tests/e2e/screens.ts lists: every route of the router must be one of them, so a new screen
// cannot skip the accessibility and phone checks.

/** Routes that only send the browser elsewhere (they render no screen of their own). */
const REDIRECTS = ['/location/countries', '/basic-settings'];

/** The full pattern of every route that renders something, index routes as their parent's path. */
function leafPatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path}`.replace(/\/+/g, '/')
      : parent || '/';
    if (route.children?.length) return leafPatterns(route.children, here);
    // An index route that only redirects (<Navigate>) is not a screen.
    if (route.index && !route.lazy && !route.Component) return [];
    return [here];
  });
}

test('every route of the router is walked by the axe and phone tests', () => {
  const walked = new Set([
    ...PUBLIC_PATHS,
    ...menuPaths(),
    ...ROUTED_SCREENS.map((s) => s.route),
    ...REDIRECTS,
  ]);
  const patterns = [...new Set(leafPatterns(appRoutes))];
  expect(patterns.length).toBeGreaterThan(50);
  expect(patterns.filter((p) => !walked.has(p) && !walked.has(p.replace(/^\/\*$/, '*')))).toEqual([]);
});

test('each routed screen opens a path that its route matches', () => {
  for (const { route, path } of ROUTED_SCREENS) {
    if (route === '*') continue;
    const pattern = new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    expect(path).toMatch(pattern);
  }
});
