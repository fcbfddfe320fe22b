/**
 * Small and mid-size windows: on a 390x844 phone every screen (tests/e2e/screens.ts) fits the
 * width, the header's menus, the menu drawer and the dialogs stay inside the viewport, and a long
 * e-mail tag wraps inside its field; at 1366 px the leads filters show their whole labels.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, type E2EContext, type E2ETest } from './harness';
import { OPEN_STATES } from './open-states';
import { PHONE } from './open-state-kit';
import { openScreen, screenGroups, settled } from './screens';

const { admin, supervisor } = DEMO_ACCOUNTS;

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function assertInside(page: Page, box: Locator, what: string) {
  const r = await box.boundingBox();
  assert.ok(r, `${what} is not visible`);
  const { width, height } = page.viewportSize() ?? PHONE;
  const where = `x ${Math.round(r.x)}..${Math.round(r.x + r.width)}, y ${Math.round(r.y)}..${Math.round(r.y + r.height)}`;
  assert.ok(r.x >= -1 && r.x + r.width <= width + 1, `${what} spans ${where}, viewport ${width} wide`);
  assert.ok(r.y >= -1 && r.y <= height, `${what} starts outside the viewport (${where})`);
}

/** Opens the dialog behind a visible "Add" button, if the screen has one, and checks it fits. */
async function checkAddDialog(page: Page, path: string) {
  const add = page.locator('main').getByRole('button', { name: 'Add', exact: true });
  if (!(await add.count()) || !(await add.first().isVisible())) return;
  const from = new URL(page.url()).pathname;
  await add.first().click();
  const dialog = page.locator('.modal.show .modal-dialog').first();
  // Add opens a dialog (master data) or another screen (the leads list's Add opens the wizard):
  // whichever comes, not whatever showed within a guessed time.
  await page.waitForFunction(
    (path) => Boolean(document.querySelector('.modal.show .modal-dialog')) || location.pathname !== path,
    from,
  );
  if (!(await dialog.count())) return;
  await settled(dialog);
  await assertInside(page, dialog.locator('.modal-content'), `the Add dialog of ${path}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

const walkTests: E2ETest[] = screenGroups().map((group) => ({
  name: `390 px phone, ${group.name}: no sideways scroll, Add dialogs inside the viewport`,
  async run({ page, baseUrl, signIn }: E2EContext) {
    await page.setViewportSize(PHONE);
    if (group.account)
      await signIn(DEMO_ACCOUNTS[group.account].email, DEMO_ACCOUNTS[group.account].password);
    const wide: string[] = [];
    for (const path of group.paths) {
      await openScreen(page, `${baseUrl}${path}`);
      const extra = await sidewaysScroll(page);
      if (extra > 0) wide.push(`${path}: ${extra} px wider than the window`);
      await checkAddDialog(page, path);
    }
    assert.deepEqual(wide, []);
  },
}));

/** Every menu and dialog of tests/e2e/open-states.ts, opened on the phone: inside the viewport. */
const openStateTests: E2ETest[] = OPEN_STATES.map((state) => ({
  name: `390 px phone, ${state.name}: inside the viewport, no sideways scroll`,
  async run({ page, baseUrl, signIn }: E2EContext) {
    await page.setViewportSize(PHONE);
    await signIn(admin.email, admin.password);
    await openScreen(page, `${baseUrl}${state.path}`);
    const box = await state.open(page);
    await box.waitFor();
    await settled(box);
    await assertInside(page, box, state.name);
    assert.equal(await sidewaysScroll(page), 0, `${state.path} scrolls sideways with ${state.name} open`);
  },
}));

export const tests: E2ETest[] = [
  ...walkTests,
  ...openStateTests,
  {
    name: '390 px phone: notification menu and profile menu inside the viewport',
    async run({ page, baseUrl, signIn }) {
      await page.setViewportSize(PHONE);
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
      for (const name of ['Notifications', 'Profile menu']) {
        await page.locator('.app-header').getByRole('button', { name }).first().click();
        const menu = page.locator('.dropdown-menu.show').first();
        await menu.waitFor();
        await settled(menu);
        await assertInside(page, menu, `the ${name} dropdown`);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
      }
    },
  },
  {
    name: '390 px phone: a name longer than the header has room for is cut, not scrolled past the edge',
    async run({ page, baseUrl, signIn }) {
      await page.setViewportSize(PHONE);
      // "Sadia Rahman" is cut short in the header; its hidden ", Profile menu" suffix overflowed.
      await signIn(supervisor.email, supervisor.password);
      await openScreen(page, `${baseUrl}/prospects`);
      await page.locator('#profile-menu').waitFor();
      assert.equal(await sidewaysScroll(page), 0, 'the page scrolls sideways');
      // The widest bell badge there is (other tests leave 10 or more notifications): the name
      // gives way, the page still does not scroll.
      await page.evaluate(() => {
        const badge = document.querySelector('.app-header .badge');
        if (badge) badge.textContent = '99+';
      });
      assert.equal(await sidewaysScroll(page), 0, 'the page scrolls sideways with a 99+ badge');
      const button = (await page.locator('#profile-menu').boundingBox())!;
      assert.ok(button.x + button.width <= 390, `the profile button ends at ${button.x + button.width}`);
    },
  },
  {
    name: '390 px phone: the date-range menu (presets and calendar) stays inside the viewport',
    async run({ page, baseUrl, signIn }) {
      await page.setViewportSize(PHONE);
      await signIn(admin.email, admin.password);
      for (const path of ['/dashboard', '/leads-organization/leads-index']) {
        await openScreen(page, `${baseUrl}${path}`);
        await page.getByRole('button', { name: /\(Date range\)$/ }).click();
        const menu = page.locator('.dropdown-menu.show').first();
        await menu.locator('.react-datepicker').waitFor();
        await settled(menu);
        await assertInside(page, menu, `the date-range menu of ${path}`);
        assert.equal(await sidewaysScroll(page), 0, `${path} scrolls sideways with the menu open`);
        await page.keyboard.press('Escape');
      }
    },
  },
  {
    name: '390 px phone: a long e-mail tag of the lead wizard wraps inside its field',
    async run({ page, baseUrl, signIn }) {
      await page.setViewportSize(PHONE);
      await signIn(admin.email, admin.password);
      await page.goto(`${baseUrl}/leads-organization/1/concern-person-info`);
      const card = page.getByRole('group', { name: 'Concern person 1' });
      const email = card.getByLabel(/^Email/);
      await email.fill(
        'a.very.long.mailbox.name.for.testing.wrapping@an-exceptionally-long-domain.example.com',
      );
      await email.press('Tab');
      const tag = card.locator('.tag-input-tag').last();
      await tag.waitFor();
      const field = await tag.locator('xpath=..').boundingBox();
      const box = await tag.boundingBox();
      assert.ok(field && box);
      assert.ok(
        box.x + box.width <= field.x + field.width + 1,
        `tag ends at ${Math.round(box.x + box.width)} px, its field at ${Math.round(field.x + field.width)} px`,
      );
      assert.equal(await sidewaysScroll(page), 0, 'the page scrolls sideways');
    },
  },
  {
    name: '1366 px: every leads filter shows its whole label',
    async run({ page, baseUrl, signIn }) {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
      const cut = await page.locator('main select').evaluateAll((selects) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        return (selects as HTMLSelectElement[]).flatMap((s) => {
          const css = getComputedStyle(s);
          ctx.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
          const text = s.options[s.selectedIndex]?.text ?? '';
          const room = s.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
          const need = ctx.measureText(text).width;
          return need > room ? [`"${text}" needs ${Math.ceil(need)} px, has ${Math.floor(room)} px`] : [];
        });
      });
      assert.deepEqual(cut, []);
    },
  },
];
