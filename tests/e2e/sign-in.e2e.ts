/**
 * Sign-in, role-dependent sidebar and sign-out for each demo account, plus a wrong password.
 * The expected sidebar comes from the same data the app uses: visibleMenu() of src/lib/menu.ts
 * over the role's permission set of src/lib/permissions.ts.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { MENU, visibleMenu, type MenuItem } from '../../src/lib/menu';
import {
  ALL_PERMISSIONS,
  SALES_EXECUTIVE_PERMISSIONS,
  SUPERVISOR_PERMISSIONS,
} from '../../src/lib/permissions';
import { DEMO_ACCOUNTS, pathOf, type E2ETest } from './harness';

const NAV = 'nav[aria-label="Main menu"]';

const flatten = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

/** Every text shown in the sidebar (each element's own normalized text), after expanding groups. */
async function sidebarTexts(page: Page): Promise<{ all: Set<string>; links: Set<string> }> {
  const nav = page.locator(NAV);
  await nav.waitFor({ state: 'visible', timeout: 15_000 });
  // Expand collapsed groups so their children are rendered.
  for (let round = 0; round < 3; round++) {
    const collapsed = nav.locator('[aria-expanded="false"]');
    const n = await collapsed.count();
    if (!n) break;
    for (let i = n - 1; i >= 0; i--)
      await collapsed
        .nth(i)
        .click()
        .catch(() => undefined);
  }
  const texts = await nav.evaluate((root) => {
    const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
    const all = [...root.querySelectorAll('*')].map((el) => norm(el.textContent));
    const links = [...root.querySelectorAll('a')].flatMap((a) => [
      norm(a.textContent),
      ...[...a.querySelectorAll('*')].map((el) => norm(el.textContent)),
    ]);
    return { all, links };
  });
  return { all: new Set(texts.all), links: new Set(texts.links) };
}

function accountTest(
  account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
  permissions: readonly string[],
): E2ETest {
  return {
    name: `${account.role} (${account.email}) signs in, sees exactly its menu, signs out`,
    async run({ page, baseUrl, signIn, signOut }) {
      await signIn(account.email, account.password);
      assert.match(pathOf(page), /^\/dashboard/);

      const allowed = flatten(visibleMenu(new Set(permissions)));
      const allowedLabels = new Set(allowed.map((i) => i.label));
      const forbidden = flatten(MENU)
        .map((i) => i.label)
        .filter((l) => !allowedLabels.has(l));
      const { all, links } = await sidebarTexts(page);

      const missingLinks = allowed.filter((i) => i.to && !links.has(i.label)).map((i) => i.label);
      const missingGroups = allowed.filter((i) => !i.to && !all.has(i.label)).map((i) => i.label);
      const shown = forbidden.filter((l) => all.has(l));
      assert.deepEqual(missingLinks, [], `links missing from the sidebar: ${missingLinks.join(', ')}`);
      assert.deepEqual(missingGroups, [], `groups missing from the sidebar: ${missingGroups.join(', ')}`);
      assert.deepEqual(shown, [], `sidebar shows items this role may not see: ${shown.join(', ')}`);

      await signOut();
      assert.equal(pathOf(page), '/');
      await page.goto(`${baseUrl}/dashboard`);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
      await page.locator('input[type="password"]').first().waitFor({ state: 'visible' });
    },
  };
}

export const tests: E2ETest[] = [
  accountTest(DEMO_ACCOUNTS.admin, ALL_PERMISSIONS),
  accountTest(DEMO_ACCOUNTS.supervisor, SUPERVISOR_PERMISSIONS),
  accountTest(DEMO_ACCOUNTS.staff, SALES_EXECUTIVE_PERMISSIONS),
  {
    name: 'a wrong password shows an error at the email field and stays on the sign-in page',
    async run({ page, submitSignIn }) {
      await submitSignIn(DEMO_ACCOUNTS.staff.email, 'not-the-password');
      const email = page.locator('input[type="email"], input[name="email"]').first();
      // The error is tied to the email field: aria-describedby, else the field's own group.
      await page.waitForFunction(
        (el) => !!el && (el.getAttribute('aria-invalid') === 'true' || el.classList.contains('is-invalid')),
        await email.elementHandle(),
        { timeout: 15_000 },
      );
      const describedBy = await email.getAttribute('aria-describedby');
      const error = describedBy
        ? page
            .locator(
              describedBy
                .split(/\s+/)
                .map((id) => `[id="${id}"]`)
                .join(', '),
            )
            .first()
        : email
            .locator('xpath=ancestor::*[contains(@class,"mb-3") or contains(@class,"form-group")][1]')
            .locator('.invalid-feedback');
      await error.waitFor({ state: 'visible', timeout: 5_000 });
      const message = (await error.innerText()).trim();
      assert.ok(message.length > 0, 'the email field shows no error message');
      assert.equal(pathOf(page), '/');
    },
  },
];
