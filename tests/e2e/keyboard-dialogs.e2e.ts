/**
 * Dialogs from the keyboard: Tab stays inside an open dialog (Bootstrap's, the phone's drawer,
 * sweetalert2's), Escape closes it, and focus goes back to what opened it or, when that has gone
 * (a deleted row), stays on the page. The open-state walk covers every dialog of
 * tests/e2e/open-states.ts; the tests before it follow single dialogs opened with keys.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { pageApi } from './pageApi';
import { initialInfo } from '../api/lead-wizard-fixtures';
import { DEMO_ACCOUNTS, type E2EContext, type E2ETest } from './harness';
import { OPEN_STATES } from './open-states';
import { sizeFor } from './open-state-kit';
import { openScreen, settled } from './screens';

const { admin } = DEMO_ACCOUNTS;

/** Tab and Shift+Tab ten times; fails if focus leaves the element matching `within`. */
async function tabsStayInside(page: Page, within: string, what: string) {
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const inside = await page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), within);
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
    assert.ok(inside, `focus left ${what} after ${i + 1} Tab presses (now on ${where})`);
  }
}

/** What holds a Tab loop: Bootstrap's dialogs and drawer, and sweetalert2's popup. */
const DIALOG = '.modal.show, .offcanvas.show, .swal2-popup';

export const tests: E2ETest[] = [];

/** Keyboard: a dialog opened with Enter keeps Tab inside itself and gives focus back on Escape. */
tests.push({
  name: 'the Add dialog traps focus and returns it to its button',
  async run({ page, baseUrl, signIn }: E2EContext) {
    await signIn(admin.email, admin.password);
    await openScreen(page, `${baseUrl}/basic-settings/professions`);
    const add = page.locator('main').getByRole('button', { name: 'Add', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('.modal.show');
    await dialog.waitFor();
    await tabsStayInside(page, '.modal', 'the dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Add');
  },
});

tests.push(
  {
    name: 'a lead delete confirmation (sweetalert2) traps focus; Escape cancels and gives focus back',
    async run({ page, baseUrl, signIn }: E2EContext) {
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
      const toggle = page.getByRole('button', { name: /^Actions for lead / }).first();
      const label = await toggle.getAttribute('aria-label');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const del = page.locator('.dropdown-menu.show').getByRole('button', { name: 'Delete', exact: true });
      await del.focus();
      await page.keyboard.press('Enter');
      const popup = page.locator('.swal2-popup');
      await popup.getByRole('button').first().waitFor();
      await tabsStayInside(page, '.swal2-popup', 'the confirmation');
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      // Back on the row's menu button (the lead was kept), never on the page's body.
      await page.waitForFunction(
        (name) => document.activeElement?.getAttribute('aria-label') === name,
        label,
      );
      await page.getByRole('button', { name: label! }).waitFor();
    },
  },
  {
    name: 'the search palette opens with Ctrl+K, traps focus, and Escape gives focus back',
    async run({ page, baseUrl, signIn }: E2EContext) {
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
      const before = page.getByRole('button', { name: /^Actions for lead / }).first();
      await before.focus();
      await page.keyboard.press('Control+k');
      const input = page.getByLabel('Search everything');
      await input.waitFor();
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-label') === 'Search everything',
      );
      await page.keyboard.type('ltd');
      await page.locator('#search-results [role="option"]').first().waitFor();
      await tabsStayInside(page, '.modal.show', 'the search palette');
      await page.keyboard.press('Escape');
      await page.locator('.modal.show').waitFor({ state: 'detached' });
      const label = await before.getAttribute('aria-label');
      await page.waitForFunction(
        (name) => document.activeElement?.getAttribute('aria-label') === name,
        label,
      );
    },
  },
);

tests.push({
  name: 'after a lead is deleted from its row menu, focus stays on the page, not the document',
  async run({ page, baseUrl, signIn }: E2EContext) {
    await signIn(admin.email, admin.password);
    await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
    const name = `Focus Check ${Date.now()}`;
    const stored = await pageApi<{ contents: { id: number } }>(
      page,
      'POST',
      '/store-leads-initial-info',
      initialInfo({ organization_name: name }),
    );
    assert.equal(stored.status, 201);
    const id = stored.body.contents.id;
    // A slow server: the delete is answered only once sweetalert2 has closed and given focus back
    // to the menu button, so the row leaves after that (held until then, not for a guessed time).
    let answer = () => {};
    const confirmClosed = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => url.pathname === `/api/leads/${id}`,
      async (route) => {
        if (route.request().method() === 'DELETE') await confirmClosed;
        await route.continue();
      },
    );
    await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
    const toggle = page.getByRole('button', { name: `Actions for lead ${id}`, exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.locator('.dropdown-menu.show').getByRole('button', { name: 'Delete', exact: true }).focus();
    await page.keyboard.press('Enter');
    const confirmButton = page.locator('.swal2-popup .swal2-confirm');
    await confirmButton.waitFor();
    await confirmButton.focus();
    await page.keyboard.press('Enter');
    await page
      .waitForFunction(
        () =>
          !document.querySelector('.swal2-container') &&
          !!document.activeElement &&
          document.activeElement !== document.body,
      )
      .catch(() => assert.fail('sweetalert2 did not give focus back'));
    answer();
    // The row leaves once the server has answered and the list is read again.
    await page.locator('table tbody tr', { hasText: name }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => {
      const active = document.activeElement;
      return !!active && active !== document.body && Boolean(active.closest('main'));
    });
  },
});

/**
 * Every dialog of tests/e2e/open-states.ts: Tab stays inside, Escape closes it, and focus goes back
 * to what opened it (or stays on the page when that has gone).
 */
tests.push(
  ...OPEN_STATES.map((state) => ({
    name: `${state.name}: a dialog keeps Tab inside, Escape gives focus back`,
    async run({ page, baseUrl, signIn }: E2EContext) {
      await signIn(admin.email, admin.password);
      await sizeFor(page, state);
      await openScreen(page, `${baseUrl}${state.path}`);
      // A dialog opened by a key (Ctrl+K) gives focus back to what had it: give something focus.
      await page.locator('main').getByRole('button').first().focus();
      // The last thing focused outside the dialog opened it: focus must go back there on close.
      // Recording stops once the dialog is open (the focus given back must not count as an opener).
      await page.evaluate(() => {
        const w = window as unknown as { __opener?: Element | null; __frozen?: boolean };
        w.__opener = document.activeElement;
        document.addEventListener(
          'focusin',
          (e) => {
            const el = e.target as Element;
            if (!w.__frozen && !el.closest('.modal, .offcanvas, .swal2-container')) w.__opener = el;
          },
          true,
        );
      });
      const box = await state.open(page);
      await box.waitFor();
      await page.evaluate(() => ((window as unknown as { __frozen?: boolean }).__frozen = true));
      const dialog = await box.evaluate((el, sel) => Boolean(el.closest(sel)), DIALOG);
      // Menus close on Escape as well but hold no Tab loop: only dialogs are checked here.
      if (!dialog) return;
      await settled(box);
      await tabsStayInside(page, DIALOG, state.name);
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'hidden' });
      await page
        .waitForFunction(
          () => {
            const active = document.activeElement;
            return (
              !!active && active !== document.body && !active.closest('.modal, .offcanvas, .swal2-container')
            );
          },
          undefined,
          { timeout: 15_000 },
        )
        .catch(async () => {
          const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
          assert.fail(`after Escape focus is on ${where}, not on the page`);
        });
      // Back on the opener when it is still there (a menu item that opened it has gone with its menu).
      const back = await page.evaluate(() => {
        const opener = (window as unknown as { __opener?: Element | null }).__opener;
        const there = !!opener && opener.isConnected && (opener as HTMLElement).offsetParent !== null;
        return {
          there,
          on: !there || document.activeElement === opener,
          opener: opener?.outerHTML.slice(0, 120),
        };
      });
      assert.ok(back.on, `focus did not go back to ${back.opener}`);
    },
  })),
);
