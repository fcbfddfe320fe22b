/**
 * Open states of the list screens beyond leads and master data (tests/e2e/open-states.ts joins
 * the lists): the stakeholder and birthday imports, the birthday and document dialogs, the
 * report's activity dialog, the countries demo dialog, and the phone's menu drawer.
 */
import { opensWith, reactSelectByKeyboard, shownModal, type OpenState } from './open-state-kit';

export const LIST_STATES: readonly OpenState[] = [
  reactSelectByKeyboard(
    "a prospects filter's options (react-select), opened by the keyboard",
    '/prospects',
    'multi-select',
  ),
  opensWith('the stakeholders import dialog', '/stackholders', ['Import/Export', 'Import as Excel']),
  opensWith('the birthday import dialog', '/birthday-wish/birthday-list', ['Import as Excel']),
  opensWith('the Add Birthday dialog', '/birthday-wish/birthday-list', ['Add Birthday']),
  opensWith('the Add Document dialog', '/manage-documents', ['Add Document']),
  {
    name: 'a document shown in its dialog',
    path: '/manage-documents',
    async open(page) {
      await page
        .locator('main')
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
      await page.locator('main .card-body[type="button"]').first().click();
      return shownModal(page);
    },
  },
  opensWith('the countries demo dialog', '/basic-settings/countries', ['Demo dialog']),
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
