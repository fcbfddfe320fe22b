/**
 * Expiring grants in the browser: the supervisor approves an edit request for 1 day in the
 * approve confirm and sees when it ends; staff sees the end in the lead's row and in the bell and
 * opens the edit route; once the server's clock passes the end, the edit route refuses and asks
 * staff to request edit access again.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, pathOf, type E2ETest } from './harness';
import { pageApi } from './pageApi';

const { staff, supervisor } = DEMO_ACCOUNTS;
const DAY = 86_400_000;
const STAFF_EMPLOYEE_ID = 3;

interface ListedLead {
  id: number;
  is_disabled: number;
  can_edit: boolean;
  /** Own unfinished lead: Edit continues the wizard (no request to make). */
  can_continue: boolean;
  pending_requests: string[];
  initial_info: { organization_name: string };
  concern_person: unknown[];
}

/** DD-MM-YYYY of an instant in the browser's time zone (how the app shows grant ends). */
const shownDay = (page: Page, at: number) =>
  page.evaluate((ms) => {
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
  }, at);

async function openRowMenu(page: Page, baseUrl: string, lead: ListedLead) {
  const search = encodeURIComponent(lead.initial_info.organization_name);
  await page.goto(`${baseUrl}/leads-organization/leads-index?search=${search}&start_date=1970-01-01`);
  await page.getByRole('button', { name: `Actions for lead ${lead.id}` }).waitFor();
}

export const tests: E2ETest[] = [
  {
    name: 'grants: approve for 1 day, the end shows, after it the edit route asks again',
    async run({ page, baseUrl, signIn, signOut, clock }) {
      await signIn(staff.email, staff.password);
      const list = await pageApi<{ contents: { data: ListedLead[] } }>(
        page,
        'GET',
        '/leads?per_page=100&start_date=1970-01-01',
      );
      const names = list.body.contents.data.map((l) => l.initial_info.organization_name);
      const lead = list.body.contents.data.find(
        (l) =>
          l.is_disabled === 0 &&
          !l.can_edit &&
          !l.can_continue &&
          l.pending_requests.length === 0 &&
          // A lead without persons is still its creator's to finish (other specs leave such leads).
          l.concern_person.length > 0 &&
          names.filter((n) => n === l.initial_info.organization_name).length === 1,
      );
      assert.ok(lead, 'no lead staff may not edit');
      const asked = await pageApi(page, 'POST', '/request-for-leads-edit', {
        lead_id: lead.id,
        employee_id: STAFF_EMPLOYEE_ID,
      });
      assert.equal(asked.status, 201);
      await signOut();

      // The supervisor approves from the bell, picking 1 day in the confirm.
      await signIn(supervisor.email, supervisor.password);
      await page.getByRole('button', { name: 'Notifications' }).click();
      const entry = page
        .locator('.notification-menu > div')
        .filter({ hasText: `requested edit access to lead #${lead.id}` });
      await entry.getByRole('button', { name: 'Approve', exact: true }).click();
      const popup = page.locator('.swal2-popup');
      await popup
        .getByText('Do you want to give the edit request to this employee?', { exact: true })
        .waitFor();
      const period = popup.getByLabel('Access lasts');
      assert.equal(await period.inputValue(), '7', 'the default period is 7 days');
      await period.selectOption('1');
      const approvedAt = clock.now().getTime();
      await popup.getByRole('button', { name: 'Yes, Approve it!', exact: true }).click();
      await page.getByText('Request approved successfully.', { exact: true }).first().waitFor();
      // Beside the server's message, a second toast says when the grant ends.
      const endDay = await shownDay(page, approvedAt + DAY);
      await page
        .getByText(new RegExp(`^Edit access until ${endDay} \\d\\d:\\d\\d\\.$`))
        .first()
        .waitFor();
      await signOut();

      // Staff sees the end in the row and in the bell, and may edit.
      await signIn(staff.email, staff.password);
      await openRowMenu(page, baseUrl, lead);
      const row = page
        .locator('tr')
        .filter({ has: page.getByRole('button', { name: `Actions for lead ${lead.id}` }) });
      await row.getByText(new RegExp(`^Edit access until ${endDay} \\d\\d:\\d\\d$`)).waitFor();
      await page.getByRole('button', { name: 'Notifications' }).click();
      await page
        .locator('.notification-menu')
        .getByText(new RegExp(`Edit access until ${endDay} \\d\\d:\\d\\d: lead #${lead.id}`))
        .waitFor();
      await page.keyboard.press('Escape');
      await page.goto(`${baseUrl}/leads-organization/${lead.id}/initial-info`);
      await page
        .getByRole('button', { name: 'Next', exact: true })
        .or(page.locator('form'))
        .first()
        .waitFor();
      assert.equal(pathOf(page), `/leads-organization/${lead.id}/initial-info`);
      await signOut();

      // A day later the grant has ended: the edit route refuses and says to ask again.
      clock.advance(DAY + 60_000);
      await signIn(staff.email, staff.password);
      await page.goto(`${baseUrl}/leads-organization/${lead.id}/initial-info`);
      await page
        .getByRole('alert')
        .filter({
          hasText: 'You do not have permission to edit this lead. Ask for edit access with Request for Edit.',
        })
        .waitFor();
      await openRowMenu(page, baseUrl, lead);
      await page.getByRole('button', { name: `Actions for lead ${lead.id}` }).click();
      await page.getByRole('button', { name: 'Request for Edit', exact: true }).waitFor();
    },
  },
];
