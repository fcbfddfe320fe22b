/**
 * Booth mode, reads (issue 29 items 1 and 2): after one online visit the app starts with the
 * network off from the service worker's precache (src/sw.ts), the user is still signed in, and
 * the Add Lead wizard's lookups come from IndexedDB (src/offline/cachedBaseQuery.ts).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, pathOf, type E2ETest } from './harness';

const WIZARD = '/leads-organization/initial-info';

/** Options of a select other than its placeholder, once it has any. */
async function realOptions(page: Page, label: RegExp): Promise<number> {
  const select = page.getByLabel(label).first();
  await page.waitForFunction(
    (el) => (el as HTMLSelectElement).options.length > 1,
    await select.elementHandle(),
  );
  return select.evaluate((el) => (el as HTMLSelectElement).options.length - 1);
}

/** Has the layout's refresh stored the whole lists (the last one it asks for is the leads list)? */
const lookupsStored = () =>
  new Promise<boolean>((resolve) => {
    const open = indexedDB.open('crms-cache');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('answers')) return resolve(false);
      const keys = db.transaction('answers').objectStore('answers').getAllKeys();
      keys.onsuccess = () => {
        const all = keys.result.map(String);
        db.close();
        resolve(['"/zones"', '"/employees"', '"/exhibitions"'].every((k) => all.some((x) => x.includes(k))));
      };
    };
  });

export const tests: E2ETest[] = [
  {
    name: 'after one online visit a reload offline starts the app signed in, with the wizard lookups filled',
    async run({ page, baseUrl, signIn }) {
      const { staff } = DEMO_ACCOUNTS;
      await signIn(staff.email, staff.password);
      await page.goto(`${baseUrl}${WIZARD}`);
      await page.getByRole('heading', { name: 'Initial Information' }).waitFor();
      const online = {
        countries: await realOptions(page, /Country/),
        exhibitions: await realOptions(page, /^Exhibition/),
      };
      // The worker is active (its install precached the build) and the answers are stored.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForFunction(lookupsStored, undefined, { polling: 100 });

      await page.context().setOffline(true);
      try {
        const reachable = await page.evaluate(() =>
          fetch('/api/get-role-permissions').then(
            () => true,
            () => false,
          ),
        );
        assert.equal(reachable, false, 'the network is off');
        await page.reload();
        await page.getByRole('heading', { name: 'Initial Information' }).waitFor();
        assert.equal(pathOf(page), WIZARD, 'still signed in: not sent to the sign-in page');
        assert.equal(await realOptions(page, /Country/), online.countries);
        assert.equal(await realOptions(page, /^Exhibition/), online.exhibitions);
        assert.ok((await realOptions(page, /^Assign To/)) > 0);
        await page
          .getByLabel(/Country/)
          .first()
          .selectOption({ index: 1 });
        assert.ok((await realOptions(page, /^Division/)) > 0);
      } finally {
        await page.context().setOffline(false);
      }
    },
  },
];
