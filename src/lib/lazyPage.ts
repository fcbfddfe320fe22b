import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../components/routeHandle';

type PageModule = { default: ComponentType };

/** A lazily loaded page (its own chunk) with its title in the route handle. */
export function page(title: string, load: () => Promise<PageModule>): Pick<RouteObject, 'handle' | 'lazy'> {
  const handle: RouteHandle = { title };
  return {
    handle,
    lazy: async () => ({ Component: (await load()).default }),
  };
}
