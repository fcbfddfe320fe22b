import express, { type NextFunction, type Request, type Response, type Router } from 'express';

/** The parts of Express 4's router layers this module reads. */
interface Layer {
  route?: { path?: unknown };
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
 * The first path segment a route's path can only match literally (lower case: Express routes are
 * case-insensitive), or null when it could match others (a parameter, pattern or regexp first).
 */
function literalFirstSegment(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const m = /^\/([A-Za-z0-9_-]+)(?=\/|$)/.exec(path);
  return m ? m[1].toLowerCase() : null;
}

/** The first segment of a request path, as literalFirstSegment keys routes. */
const firstSegmentOf = (path: string) => {
  const end = path.indexOf('/', 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
};

type Dispatcher = ((req: Request, res: Response, next: NextFunction) => void) & {
  /** Every route layer in the order mounted (read by route-table.ts). */
  stack: Layer[];
  /** Appends route layers (the buckets are built again at the next request). */
  add(layers: Layer[]): void;
};

/**
 * One middleware for a run of route-only routers: a request only meets the routes whose first
 * segment can match its own, each bucket a router holding them in mounted order (routes without a
 * literal first segment go into every bucket), so the order among routes that can match one path
 * is unchanged.
 */
function createDispatcher(): Dispatcher {
  const bucketOf = (layers: Layer[], keep: (seg: string | null) => boolean) => {
    const router = express.Router();
    stackOf(router).push(...layers.filter((l) => keep(literalFirstSegment(l.route?.path))));
    return router;
  };
  const build = (layers: Layer[]) => {
    const buckets = new Map<string, Router>();
    for (const seg of new Set(layers.map((l) => literalFirstSegment(l.route?.path))))
      if (seg !== null)
        buckets.set(
          seg,
          bucketOf(layers, (s) => s === seg || s === null),
        );
    return { buckets, others: bucketOf(layers, (s) => s === null) };
  };
  let built: ReturnType<typeof build> | null = null;
  const dispatcher = ((req, res, next) => {
    built ??= build(dispatcher.stack);
    (built.buckets.get(firstSegmentOf(req.path)) ?? built.others)(req, res, next);
  }) as Dispatcher;
  dispatcher.stack = [];
  dispatcher.add = (layers) => {
    dispatcher.stack.push(...layers);
    built = null;
  };
  return dispatcher;
}

const dispatchers = new WeakMap<Router, Dispatcher>();

/**
 * `parent.use(child)`, but a child that holds only routes (directly or through path-less nested
 * routers) joins the dispatcher at the end of `parent`: Express tries every layer in turn, and
 * with some two hundred API routes a request to the later ones ran a hundred path matches first
 * (docs/storage.md "Writers under load"). Matching and order are unchanged for every path.
 */
export function mountRoutes(parent: Router, child: Router): void {
  const routes = routesOf(child);
  if (!routes) {
    parent.use(child);
    return;
  }
  const stack = stackOf(parent);
  let dispatcher = dispatchers.get(parent);
  if (!dispatcher || stack[stack.length - 1]?.handle !== (dispatcher as unknown)) {
    dispatcher = createDispatcher();
    dispatchers.set(parent, dispatcher);
    parent.use(dispatcher);
  }
  dispatcher.add(routes);
}
