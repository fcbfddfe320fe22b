/**
 * Lead details in the browser: each activity form saves into the timeline with the counts
 * updated; the stage changes; a logo uploads; a key account opens from its list without the
 * stage dropdown and a note there carries key_account Y; a task reminder a minute ahead rings the
 * assignee's bell once the server's clock passes it.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, type E2EContext, type E2ETest } from './harness';
import { pageApi } from './pageApi';

const { supervisor } = DEMO_ACCOUNTS;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
  'hex',
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const api = async (page: Page, method: string, path: string, body?: unknown): Promise<Json> =>
  (await pageApi<Json>(page, method, path, body)).body;

const details = (page: Page, leadId: number) =>
  api(page, 'POST', '/get-leads-details-tab-count-and-data', { lead_id: leadId }).then((r) => r.contents);

/** An unrestricted lead that is not a key account, opened on its details page. */
async function openLead(ctx: E2EContext): Promise<number> {
  const { page, baseUrl } = ctx;
  await ctx.signIn(supervisor.email, supervisor.password);
  const list = await api(page, 'GET', '/leads?per_page=100&start_date=1970-01-01');
  const keys = new Set(
    (await api(page, 'GET', '/key-account-list?per_page=100')).contents.data.map((l: Json) => l.id),
  );
  const lead = list.contents.data.find((l: Json) => l.is_disabled === 0 && !keys.has(l.id));
  assert.ok(lead, 'no open lead');
  await page.goto(`${baseUrl}/leads-organization/${lead.id}/leads-details`);
  await page.getByRole('heading', { name: 'Activity Timeline' }).waitFor();
  return lead.id;
}

/** A timeline tab's count badge as shown now (a tab with nothing shows no badge: 0). */
const shownCount = (key: string) =>
  Number(document.querySelector(`[data-testid="count-${key}"]`)?.textContent ?? 0);

const count = (page: Page, key: string) => page.evaluate(shownCount, key);

/** Waits until the badge shows `expected` (the save answered and the counts were read again). */
async function waitForCount(page: Page, key: string, expected: number) {
  await page
    .waitForFunction(
      ([k, n]) => Number(document.querySelector(`[data-testid="count-${k}"]`)?.textContent ?? 0) === n,
      [key, expected] as const,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  assert.equal(await count(page, key), expected, `count ${key}`);
}

/** Opens a form tab and answers its form. */
async function formTab(page: Page, tab: string, form: string) {
  await page.getByRole('tab', { name: tab, exact: true }).first().click();
  const found = page.getByRole('form', { name: form });
  await found.waitFor();
  return found;
}

async function save(page: Page, form: ReturnType<Page['getByRole']>, type: string, before: number) {
  await form.getByRole('button', { name: 'Save' }).click();
  await waitForCount(page, type, before + 1);
}

/** yyyy-MM-dd and HH:mm in the browser's local time, `minutes` from now. */
const localAt = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`,
      time: `${p(d.getHours())}:${p(d.getMinutes())}`,
    };
  }, minutes);

async function fillTask(page: Page, title: string, reminderMinutes?: number) {
  const form = await formTab(page, 'Task', 'Task');
  const start = await localAt(page, 0);
  const end = await localAt(page, 24 * 60);
  await form.locator('#field-task_title').fill(title);
  await form.locator('#field-type').selectOption('Log a Call');
  await form.locator('#field-start_date').fill(start.date);
  await form.locator('#field-start_time').fill(start.time);
  await form.locator('#field-due_date').fill(end.date);
  await form.locator('#field-due_time').fill(end.time);
  await form.locator('#field-priority').selectOption('high');
  if (reminderMinutes !== undefined) {
    const at = await localAt(page, reminderMinutes);
    await form.locator('#field-reminders-0--reminderDate').fill(at.date);
    await form.locator('#field-reminders-0--reminderTime').fill(at.time);
  }
  await form.locator('#field-assign-to').fill('supervisor');
  await page
    .getByRole('button', { name: /supervisor@crms\.test/ })
    .or(page.getByText(/supervisor@crms\.test/))
    .first()
    .click();
  return form;
}

export const tests: E2ETest[] = [
  {
    name: 'lead details: each activity type saves into the timeline with its count',
    async run(ctx) {
      const { page } = ctx;
      const leadId = await openLead(ctx);
      const start = await details(page, leadId);
      const log = await formTab(page, 'Log Activity', 'Log Activity');
      await log.locator('#field-description').fill('Called about the stall');
      await log.locator('#field-log_type').selectOption('Log a Call');
      await save(page, log, 'log', start.counts.log);
      const note = await formTab(page, 'Note', 'Note');
      await note.locator('#field-note_description').fill('Prefers WhatsApp');
      await save(page, note, 'note', start.counts.note);
      const sms = await formTab(page, 'SMS', 'SMS');
      await sms.locator('#field-sms_description').fill('Thanks for visiting');
      await save(page, sms, 'sms', start.counts.sms);
      const email = await formTab(page, 'Email', 'Email');
      await email.locator('#field-subject').fill('Quotation');
      await email.locator('#field-body').fill('Attached.');
      await save(page, email, 'email', start.counts.email);
      const file = await formTab(page, 'File', 'File');
      await file.getByRole('button', { name: 'Save' }).click();
      await file.getByText('Please select at least one file.').waitFor();
      await file
        .locator('#field-files')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await save(page, file, 'file', start.counts.file);
      const task = await fillTask(page, 'Send the floor plan');
      await save(page, task, 'task', start.counts.task);
      await waitForCount(page, 'all', start.counts.all + 6);
      await page.getByText('Send the floor plan').first().waitFor();
    },
  },
  {
    name: 'lead details: stage change and logo upload',
    async run(ctx) {
      const { page } = ctx;
      const leadId = await openLead(ctx);
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/leads-stage-update') && r.request().method() === 'POST',
      );
      await page.locator('#lead-stage-select').selectOption('negotiation');
      assert.equal((await saved).status(), 200);
      assert.equal((await details(page, leadId)).lead.lead_stage, 'negotiation');

      await page.getByRole('button', { name: 'Upload Organization Image' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Organization Image' });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.getByText('please select the file!').waitFor();
      await dialog
        .locator('#organization-logo-input')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.ok((await details(page, leadId)).lead.initial_info.organization_logo);
      await page.getByRole('img', { name: 'Organization logo' }).waitFor();
    },
  },
  {
    name: 'key account: opened from its list, no stage dropdown, a note carries key_account Y',
    async run(ctx) {
      const { page, baseUrl } = ctx;
      await ctx.signIn(supervisor.email, supervisor.password);
      await page.goto(`${baseUrl}/key-account`);
      await page.getByRole('heading', { name: 'Key Account List' }).waitFor();
      await page.getByRole('link', { name: 'Details' }).first().click();
      await page.waitForURL(/\/key-account\/\d+\/key-account-details$/);
      const leadId = Number(/key-account\/(\d+)/.exec(page.url())![1]);
      await page.getByRole('heading', { name: 'Activity Timeline' }).waitFor();
      assert.equal(await page.locator('#lead-stage-select').count(), 0);
      const before = await details(page, leadId);
      const note = await formTab(page, 'Note', 'Note');
      await note.locator('#field-note_description').fill('Key account note');
      await save(page, note, 'note', before.counts.note);
      const after = await details(page, leadId);
      assert.equal(after.details[0].note_description ?? after.details[0].description, 'Key account note');
      assert.equal(after.details[0].key_account, 'Y');
    },
  },
  {
    name: 'task reminder: a minute ahead rings the assignee bell when the server clock passes it',
    async run(ctx) {
      const { page } = ctx;
      await openLead(ctx);
      const title = `Reminder check ${Date.now()}`;
      const task = await fillTask(page, title, 1);
      const before = await count(page, 'task');
      await save(page, task, 'task', before);
      ctx.clock.advance(2 * 60_000);
      // The server's check runs now (not on its next 5 s tick); opening the bell reads it again.
      await ctx.checkReminders();
      await page.getByRole('button', { name: 'Notifications' }).click();
      await page
        .locator('.dropdown-menu.show')
        .getByText(`Task reminder: ${title}`)
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => assert.fail('the reminder did not ring'));
    },
  },
];
