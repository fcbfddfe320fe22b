import type { Express } from 'express';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  name?: string;
  handle?: { stack?: Layer[]; routeTable?: () => string[] };
  regexp?: RegExp;
}

/**
 * Every "METHOD /path" the API answers under /api, read from Express's router stacks (json-server's
 * generic reads included), so docs/api.md can be checked against what really runs.
 */
export function routeTable(app: Express): string[] {
  const out = new Set<string>();
  const walk = (stack: Layer[] | undefined, prefix: string) => {
    for (const layer of stack ?? []) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths)
          for (const [method, on] of Object.entries(layer.route.methods))
            if (on && method !== '_all') out.add(`${method.toUpperCase()} ${prefix}${p}`);
      } else if (layer.handle?.routeTable) {
        for (const r of layer.handle.routeTable()) out.add(r.replace(' ', ` ${prefix}`));
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + mountPath(layer));
      }
    }
  };
  const root = (app as unknown as { _router?: { stack: Layer[] } })._router;
  walk(root?.stack, '');
  return [...out].filter((r) => r.includes(' /api/')).sort();
}

/** The literal path an Express router was mounted at ('' for none), from its regexp. */
function mountPath(layer: Layer): string {
  const source = layer.regexp?.source ?? '';
  const m = /^\^\\(\/[^?(]*?)\\\/\?\(\?=\\\/\|\$\)/.exec(source);
  return m ? m[1].replace(/\\\//g, '/') : '';
}
