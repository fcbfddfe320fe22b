/**
 * Types and helpers shared by the e2e runner (run.ts) and the specs (*.e2e.ts).
 *
 * A spec module exports either `tests: E2ETest[]` or named async functions `(ctx) => Promise<void>`
 * (each becomes a test named after the export).
 */
import type { Page } from 'playwright-core';
import type { TestClock } from '../support/test-clock';

export interface E2EContext {
  page: Page;
  /** Origin of the server under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** Opens '/', fills the sign-in form and submits; waits until the app left '/' for /dashboard. */
  signIn(email: string, password: string): Promise<void>;
  /** Fills and submits the sign-in form without waiting for any outcome. */
  submitSignIn(email: string, password: string): Promise<void>;
  /** Signs out through the header's profile menu ('Logout') and waits for '/'. */
  signOut(): Promise<void>;
  /** The server's clock (ctx.now of the server under test): moves forward, never back. */
  clock: TestClock;
  /**
   * Runs the server's task-reminder check now (createApp's checkReminders) instead of waiting for
   * its next tick; resolves once every reminder due by the server's clock has fired.
   */
  checkReminders(): Promise<number>;
}

export interface E2ETest {
  name: string;
  run(ctx: E2EContext): Promise<void>;
}

export { DEMO_ACCOUNTS } from '../support/demo-accounts';

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export function createContext(
  page: Page,
  baseUrl: string,
  clock: TestClock,
  checkReminders: () => Promise<number>,
): E2EContext {
  const submitSignIn = async (email: string, password: string) => {
    if (pathOf(page) !== '/' || page.url().startsWith('about:')) await page.goto(`${baseUrl}/`);
    const form = page
      .locator('form')
      .filter({ has: page.locator('input[type="password"]') })
      .first();
    await form.locator('input[type="email"], input[name="email"]').first().fill(email);
    await form.locator('input[type="password"]').first().fill(password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
  };

  return {
    page,
    baseUrl,
    clock,
    checkReminders,
    submitSignIn,
    async signIn(email, password) {
      await page.goto(`${baseUrl}/`);
      await submitSignIn(email, password);
      // '/dashboard' itself redirects to a dashboard (src/app/routes/leadRoutes.tsx): wait for that
      // landing, or a test's own navigation right after sign-in races the redirect and loses.
      await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'), { timeout: 15_000 });
    },
    async signOut() {
      const logout = page
        .getByRole('button', { name: 'Logout', exact: true })
        .or(
          page
            .getByRole('menuitem', { name: 'Logout', exact: true })
            .or(page.getByRole('link', { name: 'Logout', exact: true })),
        );
      if (!(await logout.first().isVisible())) {
        // Open the profile menu: the button labelled "Profile menu", else the dropdown holding Logout.
        await page
          .getByRole('button', { name: /profile/i })
          .or(page.locator('.dropdown:has-text("Logout") .dropdown-toggle'))
          .first()
          .click();
      }
      await logout.first().click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    },
  };
}
