/**
 * Open states of the list screens beyond leads and master data (tests/e2e/open-states.ts joins
 * the lists): the stakeholder and birthday imports, the birthday and document dialogs, the
 * report's activity dialog, the countries demo dialog, and the phone's menu drawer.
 */
import type { Page } from 'playwright-core';
import { shownModal, type OpenState } from './open-state-kit';

const main = (page: Page) => page.locator('main');

export const LIST_STATES: readonly OpenState[] = [
  {
    name: "a prospects filter's options (react-select), opened by the keyboard",
    path: '/prospects',
    async open(page) {
      await main(page).locator('input.multi-select__input').first().focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.locator('.multi-select__menu').first();
      await menu.getByRole('option').first().waitFor();
      return menu;
    },
  },
  {
    name: 'the stakeholders import dialog',
    path: '/stackholders',
    async open(page) {
      await page.getByRole('button', { name: 'Import/Export' }).click();
      await page.getByRole('button', { name: 'Import as Excel', exact: true }).click();
      return shownModal(page);
    },
  },
  {
    name: 'the birthday import dialog',
    path: '/birthday-wish/birthday-list',
    async open(page) {
      await main(page).getByRole('button', { name: 'Import as Excel', exact: true }).click();
      return shownModal(page);
    },
  },
  {
    name: 'the Add Birthday dialog',
    path: '/birthday-wish/birthday-list',
    async open(page) {
      await main(page).getByRole('button', { name: 'Add Birthday', exact: true }).click();
      return shownModal(page);
    },
  },
  {
    name: 'the Add Document dialog',
    path: '/manage-documents',
    async open(page) {
      await main(page).getByRole('button', { name: 'Add Document', exact: true }).click();
      return shownModal(page);
    },
  },
  {
    name: 'a document shown in its dialog',
    path: '/manage-documents',
    async open(page) {
      await main(page)
        .getByRole('button', { name: /^Show / })
        .first()
        .click();
      return shownModal(page);
    },
  },
  {
    name: "an employee's activity dialog of the report",
    path: '/reports/employee-activity',
    async open(page) {
      await main(page).locator('.card-body[type="button"]').first().click();
      return shownModal(page);
    },
  },
  {
    name: 'the countries demo dialog',
    path: '/basic-settings/countries',
    async open(page) {
      await main(page).getByRole('button', { name: 'Demo dialog', exact: true }).click();
      return shownModal(page);
    },
  },
  {
    name: 'the menu drawer',
    path: '/leads-organization/leads-index',
    phoneOnly: true,
    async open(page) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.locator('.offcanvas.show').first();
    },
  },
];
