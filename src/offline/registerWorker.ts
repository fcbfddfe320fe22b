import { offerUpdate } from './updateAvailable';

/**
 * Runs `run` once the page has loaded and the browser is idle: after the first paint and the
 * first load's scripts, so nothing here counts against the sign-in page's start
 * (docs/decisions.md "First load").
 */
export function whenLoadedAndIdle(run: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
    else window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers the service worker of the production build (/sw.js, src/sw.ts) after load and idle;
 * workbox-window is fetched only then, in its own chunk. When a new build's worker is waiting,
 * the prompt (src/offline/UpdatePrompt.tsx) offers Reload: the worker takes over, then the page
 * reloads on the new build's files.
 */
export function registerWorkerWhenIdle(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  whenLoadedAndIdle(() => {
    void import(/* webpackChunkName: "workbox-window" */ 'workbox-window')
      .then(({ Workbox }) => {
        const wb = new Workbox('/sw.js');
        wb.addEventListener('waiting', () =>
          offerUpdate(() => {
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          }),
        );
        return wb.register();
      })
      // No worker (an old browser, a build without one, storage refused): the app runs online.
      .catch(() => undefined);
  });
}
