/**
 * Menus and dialogs as the user opens them, for the walks that must see them open: axe in light
 * and dark (a11y.e2e.ts), the 390 px phone (phone.e2e.ts) and the keyboard loop (a11y.e2e.ts).
 * Each state opens from a screen and answers the box that opened; Escape closes it again. The
 * admin opens them all. The lists live in three files by area; this one joins them.
 */
import type { Locator, Page } from 'playwright-core';
import { opensWith, shownMenu, shownModal, swalPopup, type OpenState } from './open-state-kit';
import { DETAIL_STATES } from './open-states-details';
import { LIST_STATES } from './open-states-lists';

export type { OpenState } from './open-state-kit';

/** The first lead row's menu on the leads list. */
async function leadRowMenu(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^Actions for lead / })
    .first()
    .click();
  return shownMenu(page);
}

/** A master-data row's menu, then one of its items. */
async function masterRow(page: Page, item?: string): Promise<void> {
  const row = page.locator('table tbody tr').first();
  await row.getByRole('button', { name: 'Actions' }).click();
  if (item) await row.getByRole('button', { name: item, exact: true }).click();
}

const LEAD_AND_SETTINGS_STATES: readonly OpenState[] = [
  {
    name: 'a lead row menu',
    path: '/leads-organization/leads-index',
    open: leadRowMenu,
  },
  {
    name: 'a lead delete confirmation (sweetalert2)',
    path: '/leads-organization/leads-index',
    async open(page) {
      await (await leadRowMenu(page)).getByRole('button', { name: 'Delete', exact: true }).click();
      return swalPopup(page);
    },
  },
  {
    name: "a pipeline board card's Move menu",
    path: '/leads-organization/board',
    async open(page) {
      await page
        .getByRole('button', { name: /^Move .* to stage$/ })
        .first()
        .click();
      return shownMenu(page);
    },
  },
  {
    name: 'the approve confirmation with its period choice (sweetalert2)',
    path: '/leads-organization/leads-edit-requests',
    // Needs a pending request: the demo data has six, the specs that decide requests make their
    // own, and this state cancels (Escape), so every run finds one.
    async open(page) {
      await page.locator('main').getByRole('button', { name: 'Approve', exact: true }).first().click();
      return swalPopup(page);
    },
  },
  {
    name: 'the date-range menu',
    path: '/leads-organization/leads-index',
    async open(page) {
      await page.getByRole('button', { name: /\(Date range\)$/ }).click();
      await shownMenu(page).locator('.react-datepicker').waitFor();
      return shownMenu(page);
    },
  },
  {
    name: 'the search palette (Ctrl+K)',
    path: '/leads-organization/leads-index',
    async open(page) {
      await page.keyboard.press('Control+k');
      await page.getByLabel('Search everything').fill('ltd');
      await page.locator('#search-results [role="option"]').first().waitFor();
      return shownModal(page);
    },
  },
  opensWith('the theme customizer', '/leads-organization/leads-index', ['Theme customizer'], 'menu'),
  {
    name: 'a master-data row menu',
    path: '/basic-settings/professions',
    async open(page) {
      await masterRow(page);
      return shownMenu(page);
    },
  },
  opensWith('the master-data Add dialog', '/basic-settings/professions', ['Add']),
  {
    name: 'the delete confirmation',
    path: '/basic-settings/professions',
    async open(page) {
      await masterRow(page, 'Delete');
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, Delete it' }).waitFor();
      return shownModal(page);
    },
  },
  opensWith('the prospects import dialog', '/prospects', ['Import/Export', 'Import as Excel']),
  opensWith('the organization image dialog of the lead details', '/leads-organization/1/leads-details', [
    'Upload Organization Image',
  ]),
  {
    name: 'a timeline activity of the lead details',
    path: '/leads-organization/1/leads-details',
    async open(page) {
      await page.getByTestId('timeline-item').first().getByRole('button').first().click();
      return shownModal(page);
    },
  },
];

export const OPEN_STATES: readonly OpenState[] = [
  ...LEAD_AND_SETTINGS_STATES,
  ...DETAIL_STATES,
  ...LIST_STATES,
];
