/**
 * Theme customizer, password change and the birthday import in the built app.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, pathOf, type E2ETest } from './harness';

const themeOf = (page: Page) =>
  page.evaluate(() => ({
    dark: document.documentElement.getAttribute('data-bs-theme'),
    primary: document.documentElement.getAttribute('data-crms-primary'),
    compact: document.documentElement.classList.contains('crms-compact-sidebar'),
  }));

async function api(baseUrl: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Parsed JSON of any shape (the test reads what it needs).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> | null };
}

export const tests: E2ETest[] = [
  {
    name: 'theme: mode, primary colour and compact sidebar survive a reload, applied before the app runs',
    async run({ page, signIn }) {
      const { email, password } = DEMO_ACCOUNTS.admin;
      await signIn(email, password);
      await page.getByRole('button', { name: 'Theme customizer' }).click();
      await page.getByRole('radio', { name: 'Dark' }).check();
      await page.getByRole('radio', { name: 'Purple' }).check({ force: true });
      await page.getByRole('switch', { name: 'Compact sidebar' }).check();
      assert.deepEqual(await themeOf(page), { dark: 'dark', primary: '#6f42c1', compact: true });

      await page.reload();
      await page.getByRole('button', { name: 'Theme customizer' }).waitFor();
      assert.deepEqual(await themeOf(page), { dark: 'dark', primary: '#6f42c1', compact: true });

      // With every script file blocked, only the script index.html inlines (public/theme-init.js)
      // can have applied it: before first paint, and allowed by the CSP's hash (no violation).
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await page.route(/\.js(\?.*)?$/, (route) => route.abort());
      await page.reload({ waitUntil: 'domcontentloaded' });
      assert.deepEqual(await themeOf(page), { dark: 'dark', primary: '#6f42c1', compact: true });
      assert.deepEqual(violations, []);
      await page.unroute(/\.js(\?.*)?$/);
    },
  },
  {
    name: 'password change logs out to / and the old password no longer signs in',
    async run({ page, baseUrl, signIn, submitSignIn }) {
      const admin = (await api(baseUrl, 'POST', '/login', undefined, DEMO_ACCOUNTS.admin)).body?.contents
        .token;
      const email = `pw.change.${Date.now()}@crms.test`;
      const created = await api(baseUrl, 'POST', '/employees', admin, {
        name: 'Password Changer',
        email,
        password: 'First#123',
        phone: '+8801700000077',
        department_id: 1,
        designation_id: 1,
        role_id: 3,
        parent_id: 2,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const other = (await api(baseUrl, 'POST', '/login', undefined, { email, password: 'First#123' })).body
        ?.contents.token;

      await signIn(email, 'First#123');
      await page.goto(`${baseUrl}/profile-update`);
      await page.getByRole('tab', { name: 'Password Change' }).click();
      await page.getByLabel('Current Password').fill('First#123');
      await page.getByLabel('New Password', { exact: false }).first().fill('Second#123');
      await page.getByLabel('Confirm Password').fill('Second#123');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
      assert.equal(await page.evaluate(() => localStorage.getItem('bearer_token')), null);
      // The other session was revoked with the change.
      assert.equal((await api(baseUrl, 'GET', '/get-role-permissions', other)).status, 401);

      await submitSignIn(email, 'First#123');
      await page.getByText('These credentials do not match our records.').waitFor({ timeout: 15_000 });
      assert.equal(pathOf(page), '/');
      await signIn(email, 'Second#123');
    },
  },
  {
    name: 'birthday import: the shared dialog reports a bad row and the good one lands in the list',
    async run({ page, baseUrl, signIn }) {
      const { email, password } = DEMO_ACCOUNTS.admin;
      await signIn(email, password);
      await page.goto(`${baseUrl}/birthday-wish/birthday-list`);
      await page.getByRole('button', { name: 'Import as Excel' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Import Birthday List').waitFor();
      const csv =
        'PersonName,ContactEmail,DOB\nE2e Birthday,e2e.birthday@example.com,1979-11-02\nNo Email,,1980-01-01\n';
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'birthdays.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await page
        .getByText('Row 3, ContactEmail: The contact email field is required.')
        .waitFor({ timeout: 15_000 });
      await dialog.waitFor({ state: 'hidden' });
      const admin = (await api(baseUrl, 'POST', '/login', undefined, DEMO_ACCOUNTS.admin)).body?.contents
        .token;
      const list = await api(baseUrl, 'GET', '/birthday-wish-list?per_page=100', admin);
      assert.ok(
        list.body?.contents.data.some((r: { PersonName: string }) => r.PersonName === 'E2e Birthday'),
      );
    },
  },
];
