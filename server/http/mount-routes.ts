import type { Router } from 'express';

/** The parts of Express 4's router layers this module reads. */
interface Layer {
  route?: unknown;
  handle: { stack?: Layer[] };
  regexp: RegExp & { fast_slash?: boolean };
}

const stackOf = (router: Router) => (router as unknown as { stack: Layer[] }).stack;

/** A path-less `router.use(otherRouter)`. */
const isNestedRouter = (layer: Layer) =>
  !layer.route && Array.isArray(layer.handle.stack) && layer.regexp.fast_slash === true;

/**
 * The route layers of `router` with its path-less nested routers opened up, or null when something
 * in it is not a route (a middleware function applies to whatever follows it, so it must keep its
 * router around it).
 */
function routesOf(router: Router): Layer[] | null {
  const out: Layer[] = [];
  for (const layer of stackOf(router)) {
    if (layer.route) out.push(layer);
    else if (isNestedRouter(layer)) {
      const inner = routesOf(layer.handle as unknown as Router);
      if (!inner) return null;
      out.push(...inner);
    } else return null;
  }
  return out;
}

/**
 * `parent.use(child)`, but a child that holds only routes (directly or through path-less nested
 * routers) has its route layers added to `parent` itself. Express runs every mounted router's
 * `handle` (closures, state restore, its own walk) for every request that passes it; with some
 * forty resource routers that was a third of what a small write allocated (docs/storage.md
 * "Figures"). Matching and order are unchanged: each layer keeps its own path and handlers.
 */
export function mountRoutes(parent: Router, child: Router): void {
  const routes = routesOf(child);
  if (routes) stackOf(parent).push(...routes);
  else parent.use(child);
}
