import { useEffect } from 'react';

/**
 * Once the signed-in shell is up and the browser is idle, fetch the leads list's code (the same
 * import as its route in routes/leadRoutes.tsx, so the same chunk): the screen most users open
 * next then shows its rows without waiting for code. The magic comment also makes webpack add a
 * <link rel="prefetch"> for that chunk as soon as the chunk holding this hook has loaded.
 */
export function usePrefetchLeads(): void {
  useEffect(() => {
    const load = () =>
      void import(/* webpackPrefetch: true */ '../../features/leads/pages/LeadsListPage').catch(
        () => undefined,
      );
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, 1000);
    return () => window.clearTimeout(timer);
  }, []);
}
