/**
 * The browser's online flag under the test's control: jsdom's `navigator.onLine` is always true,
 * and the app reads it to answer offline at once (src/offline/browserOffline.ts) and the sync
 * machine to wait. `network.online = false` takes the app offline; tests set it back in beforeEach.
 */
export const network = { online: true };

Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => network.online });
