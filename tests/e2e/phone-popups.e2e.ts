/**
 * Popups opened from a field at the bottom of a 390x844 phone stay inside the viewport: the
 * typeahead's suggestion list, a react-select menu, a row menu (Popper) and the date-of-birth
 * calendar. Each field is first scrolled to the bottom edge, where a list opened downward would
 * land below the visible area (issue 27: the Task form's assignee list at y 884-1124).
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, type E2EContext, type E2ETest } from './harness';
import { PHONE } from './open-state-kit';
import { openScreen } from './screens';

const { admin } = DEMO_ACCOUNTS;
const DETAILS = '/leads-organization/1/leads-details';

type Box = { x: number; y: number; width: number; height: number };
const span = (r: Box) => `y ${Math.round(r.y)}..${Math.round(r.y + r.height)}`;

/**
 * Scrolls the page at once (no smooth scrolling) so the field's bottom edge sits 8 px above the
 * viewport's, and checks it does: a field that cannot get there would prove nothing. A short page
 * gets room below its end to scroll that far.
 */
async function toBottomEdge(page: Page, field: Locator): Promise<Box> {
  await field.evaluate((el) => {
    document.body.style.paddingBottom = '100vh';
    const gap = window.innerHeight - el.getBoundingClientRect().bottom - 8;
    window.scrollTo({ top: window.scrollY - gap, behavior: 'instant' });
  });
  const r = (await field.boundingBox())!;
  assert.ok(
    r.y + r.height > PHONE.height - 40 && r.y + r.height <= PHONE.height,
    `the field could not be brought to the bottom edge (${span(r)})`,
  );
  return r;
}

/** The popup's whole box lies inside the viewport, and the page has not scrolled to show it. */
async function assertWhollyInside(page: Page, popup: Locator, scrollY: number, what: string) {
  const r = await popup.boundingBox();
  assert.ok(r, `${what} is not visible`);
  assert.ok(
    r.y >= 0 && r.y + r.height <= PHONE.height,
    `${what} spans ${span(r)}, viewport ${PHONE.height} high`,
  );
  assert.equal(await page.evaluate(() => window.scrollY), scrollY, `the page scrolled to show ${what}`);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function onPhone({ page, baseUrl, signIn }: E2EContext, path: string) {
  await page.setViewportSize(PHONE);
  await signIn(admin.email, admin.password);
  await openScreen(page, `${baseUrl}${path}`);
}

export const tests: E2ETest[] = [
  {
    name: '390 px phone: a suggestion list opened at the bottom edge opens upward, inside the viewport',
    async run(ctx) {
      const { page } = ctx;
      await onPhone(ctx, DETAILS);
      await page.locator('#activity-forms-tab-task').click();
      const pane = page.locator('#activity-forms-tabpane-task');
      const field = pane.getByLabel('Assign To');
      const at = await toBottomEdge(page, field);
      const y = await scrollY(page);
      await field.pressSequentially('a');
      const list = pane.getByRole('listbox', { name: 'Suggestions' });
      await list.getByRole('option').first().waitFor();
      const r = (await list.boundingBox())!;
      assert.ok(r.y + r.height <= at.y + 1, `the list (${span(r)}) is not above its field (${span(at)})`);
      await assertWhollyInside(page, list, y, 'the suggestion list');
    },
  },
  {
    name: '390 px phone: a react-select menu opened at the bottom edge stays inside the viewport',
    async run(ctx) {
      const { page } = ctx;
      await onPhone(ctx, '/leads-organization/1/concern-person-info');
      const input = page.locator('input.creatable__input').first();
      await toBottomEdge(page, input.locator('xpath=ancestor::div[contains(@class,"creatable__control")]'));
      const y = await scrollY(page);
      await input.focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.locator('.creatable__menu').first();
      await menu.getByRole('option').first().waitFor();
      await assertWhollyInside(page, menu, y, 'the designation menu');
    },
  },
  {
    name: '390 px phone: a row menu opened at the bottom edge stays inside the viewport',
    async run(ctx) {
      const { page } = ctx;
      await onPhone(ctx, '/leads-organization/leads-index');
      const toggle = page.getByRole('button', { name: /^Actions for lead / }).last();
      await toBottomEdge(page, toggle);
      const y = await scrollY(page);
      await toggle.click();
      const menu = page.locator('.dropdown-menu.show').first();
      // Popper places the menu after it mounts; it is placed once it names its side.
      await page.locator('.dropdown-menu.show[data-popper-placement]').waitFor();
      await assertWhollyInside(page, menu, y, 'the row menu');
    },
  },
  {
    name: '390 px phone: the date-of-birth calendar opened at the bottom edge stays inside the viewport',
    async run(ctx) {
      const { page } = ctx;
      await onPhone(ctx, '/leads-organization/1/concern-person-info');
      // The first person's field is on the first screen: a new person's lies further down.
      await page.getByRole('button', { name: 'Add Another Concern Person' }).click();
      const field = page.getByLabel('Date of Birth').last();
      await toBottomEdge(page, field);
      const y = await scrollY(page);
      await field.click();
      const calendar = page.locator('.react-datepicker').first();
      await calendar.waitFor();
      await page.locator('.react-datepicker-popper[data-placement]').first().waitFor();
      await assertWhollyInside(page, calendar, y, 'the calendar');
    },
  },
];
