import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Opening, clearing or closing never takes this long unless the browser is stuck. */
export const SETUP_TIMEOUT_MS = 20_000;

/**
 * Tests served by one browser context before it is replaced. Chromium keeps one renderer process
 * for the site within a context, and that process grew by ~200 MB a minute over a shard (to 3.5 GB
 * after 150 tests, measured with ps): a new context every so many tests bounds it, while its cold
 * caches cost one slower first page per batch instead of one per test.
 */
const TESTS_PER_CONTEXT = 40;

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Pages for the browser tests, each over an origin with nothing left by an earlier test: no
 * cookies, local or session storage, IndexedDB ('crms-cache', 'crms-queue'), Cache Storage or
 * service worker (src/sw.ts). One browser context serves TESTS_PER_CONTEXT tests, its origin
 * cleared from inside the page, so the HTTP cache and compiled code stay warm (a fresh context per
 * test made the suite several times slower). Clearing that does not finish in time (an IndexedDB delete
 * blocked by a connection, as Storage.clearDataForOrigin once hung CI for 80 minutes) drops the
 * context for a new one, which is empty by construction; a browser that does not answer at all is
 * relaunched.
 */
export class FreshPages {
  private context: BrowserContext | undefined;
  private served = 0;

  constructor(
    private browser: Browser,
    private readonly launch: () => Promise<Browser>,
    private readonly origin: string,
  ) {}

  async next(): Promise<Page> {
    if (this.context && this.served >= TESTS_PER_CONTEXT) await this.dropContext();
    if (this.context) {
      try {
        const page = await withTimeout(this.cleared(this.context), SETUP_TIMEOUT_MS, 'clearing the origin');
        this.served++;
        return page;
      } catch {
        await this.dropContext();
      }
    }
    try {
      this.context = await withTimeout(this.browser.newContext(), SETUP_TIMEOUT_MS, 'opening a context');
    } catch {
      await withTimeout(this.browser.close(), SETUP_TIMEOUT_MS, 'closing the browser').catch(() => undefined);
      this.browser = await this.launch();
      this.context = await withTimeout(this.browser.newContext(), SETUP_TIMEOUT_MS, 'opening a context');
    }
    this.served = 1;
    return withTimeout(this.context.newPage(), SETUP_TIMEOUT_MS, 'opening a page');
  }

  async close(): Promise<void> {
    await withTimeout(this.browser.close(), SETUP_TIMEOUT_MS, 'closing the browser').catch(() => undefined);
  }

  private async dropContext(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    await withTimeout(context!.close(), SETUP_TIMEOUT_MS, 'closing a context').catch(() => undefined);
  }

  private async cleared(context: BrowserContext): Promise<Page> {
    // A test that failed offline leaves its context offline.
    await context.setOffline(false);
    const page = await context.newPage();
    await context.clearCookies();
    await page.goto(`${this.origin}/favicon.svg`);
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        await new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(new Error(`deleting ${name} failed`));
        });
      }
    });
    return page;
  }
}
