/**
 * Sign-in, role-dependent sidebar and sign-out for each demo account, plus a wrong password.
 * The expected sidebar comes from the same data the app uses: visibleMenu() of src/lib/menu.ts
 * over the role's permission set of contract/permissions.ts.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { MENU, visibleMenu, type MenuItem } from '../../src/lib/menu';
import {
  ALL_PERMISSIONS,
  SALES_EXECUTIVE_PERMISSIONS,
  SUPERVISOR_PERMISSIONS,
} from '../../contract/permissions';
import { DEMO_ACCOUNTS, pathOf, type E2ETest } from './harness';

const NAV = 'nav[aria-label="Main menu"]';

/** Holds the app's entry script back (a slow connection) until the returned function is called. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

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

/**
 * Resolves once the page sent `method path` (or after 15 s, so the caller's assertion names the
 * calls that were made). Call it before the action that sends the request.
 */
function askedFor(page: Page, method: string, path: string): Promise<unknown> {
  return page
    .waitForRequest((r) => r.method() === method && new URL(r.url()).pathname === path, {
      timeout: 15_000,
    })
    .catch(() => undefined);
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
    name: 'at 700px wide the sidebar is hidden; the staff user opens the header menu and goes to All Leads',
    async run({ page, signIn }) {
      await page.setViewportSize({ width: 700, height: 900 });
      await signIn(DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password);
      await page.getByTestId('sidebar-role').first().waitFor({ state: 'attached', timeout: 15_000 });
      // The sidebar is hidden at this width: no main menu is visible until the menu is opened.
      assert.equal(await page.locator(`${NAV}:visible`).count(), 0, 'the sidebar is visible at 700px');
      const toggle = page.getByRole('button', { name: 'Open menu', exact: true });
      await toggle.waitFor({ state: 'visible', timeout: 15_000 });
      await toggle.click();
      const menu = page.locator(`.offcanvas ${NAV}`);
      await menu.waitFor({ state: 'visible', timeout: 15_000 });
      await menu.getByRole('link', { name: 'All Leads', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/leads-organization/leads-index', {
        timeout: 15_000,
      });
      await menu.waitFor({ state: 'detached', timeout: 15_000 });
      assert.equal(await page.locator('.offcanvas').count(), 0, 'the menu stayed open after navigating');
    },
  },
  {
    name: 'after sign-in the supervisor notifications and the roles/permissions are fetched; no CSP violation',
    async run({ page, signIn }) {
      await page.addInitScript(() => {
        const w = window as unknown as { __csp: string[] };
        w.__csp = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      const calls: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}`);
      });
      // Wait for the calls themselves (registered before they can happen), not for a fixed time;
      // a missing call still fails below with the list of calls made.
      const notificationsAsked = askedFor(page, 'GET', '/api/all-leads-edit-requests');
      const permissionsAsked = askedFor(page, 'GET', '/api/get-role-permissions');
      await signIn(DEMO_ACCOUNTS.supervisor.email, DEMO_ACCOUNTS.supervisor.password);
      await page.getByTestId('sidebar-role').waitFor({ state: 'visible', timeout: 15_000 });
      await notificationsAsked;
      await permissionsAsked;
      assert.ok(calls.includes('POST /api/login'), calls.join(', '));
      assert.ok(
        calls.includes('GET /api/all-leads-edit-requests'),
        `no notifications call: ${calls.join(', ')}`,
      );
      assert.ok(
        calls.includes('GET /api/get-role-permissions'),
        `no get-role-permissions: ${calls.join(', ')}`,
      );
      // A reload (application start) asks for the roles and permissions again.
      calls.length = 0;
      const askedAtStart = askedFor(page, 'GET', '/api/get-role-permissions');
      await page.reload();
      await page.getByTestId('sidebar-role').waitFor({ state: 'visible', timeout: 15_000 });
      await askedAtStart;
      assert.ok(calls.includes('GET /api/get-role-permissions'), `not fetched at start: ${calls.join(', ')}`);
      const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      assert.deepEqual(violations, [], `Content-Security-Policy blocked: ${violations.join('; ')}`);
    },
  },
  {
    name: 'a token revoked on the server: the next call answers 401, the session is cleared and the app goes to /',
    async run({ page, baseUrl, signIn }) {
      await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await page.getByTestId('sidebar-role').waitFor({ state: 'visible', timeout: 15_000 });
      const token = await page.evaluate(() => localStorage.getItem('bearer_token'));
      assert.ok(token);
      const revoked = await fetch(`${baseUrl}/api/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      assert.equal(revoked.status, 200);
      // Client-side navigation (no reload): the list's call gets the 401. A background call of the
      // dashboard (the bell, a prefetch) may get it first and leave for / before the click lands.
      // Professions: a list the layout does not fetch ahead for offline use
      // (src/app/layout/useOfflineReadsRefresh.ts), so the click makes a call.
      const home = page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
      await Promise.race([
        page
          .getByRole('link', { name: 'Professions', exact: true })
          .click()
          .catch(() => undefined),
        home,
      ]);
      await home;
      await page.locator('input[type="password"]').first().waitFor({ state: 'visible' });
      const stored = await page.evaluate(() => [
        localStorage.getItem('bearer_token'),
        localStorage.getItem('token_expiration'),
      ]);
      assert.deepEqual(stored, [null, null]);
    },
  },
  {
    name: 'first load: the full stylesheets wait until the first interaction; the form is styled before, errors and the app after',
    async run({ page, baseUrl }) {
      const links = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
            (l) => l.media || 'all',
          ),
        );
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Login' }).waitFor();
      const before = await links();
      assert.ok(before.length > 0 && before.every((m) => m === 'print'), `media before: ${before}`);
      // The inlined critical CSS styles the form on its own: Bootstrap's primary button.
      const loginBg = () =>
        page.getByRole('button', { name: 'Login' }).evaluate((b) => getComputedStyle(b).backgroundColor);
      assert.equal(await loginBg(), 'rgb(13, 110, 253)');

      await page.getByLabel('Email').focus();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (l) => l.media === 'all' && !!l.sheet,
        ),
      );
      assert.equal(await loginBg(), 'rgb(13, 110, 253)');

      // A wrong password: the error (not in the prerendered markup) is styled by the full CSS.
      await page.getByLabel('Email').fill(DEMO_ACCOUNTS.staff.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      const feedback = page.locator('.invalid-feedback').first();
      await feedback.waitFor({ state: 'visible', timeout: 15_000 });
      // Bootstrap's invalid-feedback colour (unstyled text would be the body colour).
      assert.equal(await feedback.evaluate((el) => getComputedStyle(el).color), 'rgb(220, 53, 69)');

      // A deep link loads the app, which applies the stylesheets before it renders.
      await page.goto(`${baseUrl}/forgot-password`);
      const submit = page.getByRole('button', { name: 'Submit' });
      await submit.waitFor();
      assert.ok((await links()).every((m) => m === 'all'));
      assert.equal(await submit.evaluate((b) => getComputedStyle(b).backgroundColor), 'rgb(13, 110, 253)');
    },
  },
  {
    name: 'first load: what is typed before the code arrives survives hydration and signs in',
    async run({ page, baseUrl }) {
      // The app's entry is held back, as on a slow connection, while the user types.
      const release = await holdAppEntry(page);
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      await page.getByLabel('Email').fill(DEMO_ACCOUNTS.staff.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.staff.password);
      release();
      await page.locator('html[data-crms-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
      // Hydrated: the Show button works only with the code.
      await page.getByRole('button', { name: 'Show password' }).click();
      await page.getByRole('button', { name: 'Hide password' }).waitFor({ timeout: 15_000 });
      assert.equal(await page.getByLabel('Email').inputValue(), DEMO_ACCOUNTS.staff.email);
      assert.equal(
        await page.getByLabel('Password', { exact: true }).inputValue(),
        DEMO_ACCOUNTS.staff.password,
      );
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/dashboard'), { timeout: 30_000 });
    },
  },
  {
    name: 'first load: Enter before the code arrives keeps the password out of the URL and signs in once the code runs',
    async run({ page, baseUrl }) {
      const release = await holdAppEntry(page);
      const logins: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/login')) logins.push(r.method());
      });
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      await page.getByLabel('Email').fill(DEMO_ACCOUNTS.staff.email);
      const password = page.getByLabel('Password', { exact: true });
      await password.fill(DEMO_ACCOUNTS.staff.password);
      await password.press('Enter');
      // Held back by public/theme-init.js (which marks it) instead of the browser's own GET submit.
      await page.locator('html[data-crms-pending-submit]').waitFor({ state: 'attached' });
      assert.equal(new URL(page.url()).search, '', 'the native GET submit put the form into the URL');
      assert.deepEqual(logins, []);
      release();
      await page.waitForURL((u) => u.pathname.startsWith('/dashboard'), { timeout: 30_000 });
      assert.deepEqual(logins, ['POST'], 'the held submit is made once');
    },
  },
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
      await error.waitFor({ state: 'visible', timeout: 15_000 });
      const message = (await error.innerText()).trim();
      assert.ok(message.length > 0, 'the email field shows no error message');
      assert.equal(pathOf(page), '/');
    },
  },
];
