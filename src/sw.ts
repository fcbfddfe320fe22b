/**
 * The service worker (built by InjectManifest in webpack.config.ts, production only; served as
 * /sw.js by server/http/static-app.ts): the app starts with the network off.
 *
 * - Precache: the build's files (index.html, the JS and CSS of the shell and of every route,
 *   icons, manifest), listed by the build into `self.__WB_MANIFEST` with a revision each.
 * - Navigation: any page URL is answered with the precached index.html (the app routes itself),
 *   so a deep link opened offline starts the app too. /api is never a navigation of the app.
 * - API answers are not cached here: they belong to the signed-in user and the RTK Query layer
 *   keeps the few the booth needs in IndexedDB (src/offline/cachedBaseQuery.ts).
 * - A new build waits until the page says SKIP_WAITING (the "A new version is available" prompt,
 *   src/offline/UpdatePrompt.tsx), so a running page never mixes two builds' chunks.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { PrecacheEntry } from 'workbox-precaching/_types';

/** What this file uses of ServiceWorkerGlobalScope (the project's TypeScript lib is the DOM one). */
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

// What workbox-window's messageSkipWaiting() sends (src/offline/registerWorker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
