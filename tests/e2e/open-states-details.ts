/**
 * Open states of the lead details and the lead wizard (tests/e2e/open-states.ts joins the lists):
 * a concern person's dialog, each activity form below the timeline, the Task form's assignee
 * suggestions, a person's designation options, and the wizard's duplicate warning.
 */
import type { Locator, Page } from 'playwright-core';
import { fillInitialInfo } from './forms';
import { reactSelectByKeyboard, shownModal, type OpenState } from './open-state-kit';
import { pageApi } from './pageApi';

const DETAILS = '/leads-organization/1/leads-details';

/** One tab of the activity forms (Log Activity is open already: the screen walk sees it). */
async function activityTab(page: Page, title: string, key: string): Promise<Locator> {
  // The timeline's filter has tabs of the same names: the form's tab by its id.
  await page.locator(`#activity-forms-tab-${key}`).click();
  const pane = page.locator(`#activity-forms-tabpane-${key}`);
  await pane.locator('form').waitFor();
  return pane;
}

const tabState = (title: string, key: string): OpenState => ({
  name: `the ${title} form of the lead details`,
  path: DETAILS,
  open: (page) => activityTab(page, title, key),
});

/** Step 1 of a new lead, filled with the name of a lead that exists: Next warns first. */
async function duplicateWarning(page: Page): Promise<Locator> {
  const leads = await pageApi<{ contents: { data: { initial_info: { organization_name: string } }[] } }>(
    page,
    'GET',
    '/leads?per_page=1',
  );
  const name = leads.body.contents.data[0].initial_info.organization_name;
  await fillInitialInfo(page, name, '+1 (555) 010-0199');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Possible duplicate' }).waitFor();
  return shownModal(page);
}

export const DETAIL_STATES: readonly OpenState[] = [
  {
    name: 'a concern person dialog of the lead details',
    path: DETAILS,
    async open(page) {
      await page.getByRole('button', { name: /Concern Persons$/ }).click();
      await page.locator('#summary-persons').getByRole('button').first().click();
      return shownModal(page);
    },
  },
  tabState('Task', 'task'),
  tabState('Note', 'note'),
  tabState('SMS', 'sms'),
  tabState('Email', 'email'),
  tabState('File', 'file'),
  {
    name: "the Task form's assignee suggestions",
    path: DETAILS,
    async open(page) {
      const pane = await activityTab(page, 'Task', 'task');
      await pane.getByLabel('Assign To').fill('a');
      const list = pane.getByRole('listbox', { name: 'Suggestions' });
      await list.getByRole('option').first().waitFor();
      return list;
    },
  },
  reactSelectByKeyboard(
    "a concern person's designation options (react-select), opened by the keyboard",
    '/leads-organization/1/concern-person-info',
    'creatable',
  ),
  {
    name: 'the duplicate warning of the lead wizard',
    path: '/leads-organization/initial-info',
    open: duplicateWarning,
  },
];
