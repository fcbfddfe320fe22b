import type { BrowserContext, Page } from 'playwright-core';

/**
 * Everything the app keeps in the browser for `origin`: cookies, local storage, IndexedDB
 * ('crms-cache', src/offline/cacheStore.ts), Cache Storage and service workers (src/sw.ts). Run
 * before each browser test (tests/e2e/run.ts) so no test starts with another's session, cached
 * answers or installed worker.
 */
export async function clearOriginStorage(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
