/**
 * Dashboards, documents and the employee activity report in the browser: each dashboard with a
 * preset and with an empty range; add a document, edit it keeping one file and adding one, delete
 * it; filter the report, Load More, download LeadsActivityReport.xlsx and read it back.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import * as XLSX from '@e965/xlsx';
import { DEMO_ACCOUNTS, type E2ETest } from './harness';

const { admin } = DEMO_ACCOUNTS;
const EMPTY = 'No leads found for the selected date range.';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
  'hex',
);
const file = (name: string, buffer: Buffer, mimeType: string) => ({ name, buffer, mimeType });

async function documentDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(title, { exact: true }).waitFor();
  return dialog;
}

export const tests: E2ETest[] = [
  {
    name: 'each dashboard shows the pie and recent leads for a preset, and the empty text for an empty range',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      for (const path of ['leads-dashboard', 'prospect-dashboard', 'stackholder-dashboard']) {
        await page.goto(`${baseUrl}/dashboard/${path}`);
        await page.getByRole('button', { name: 'Date range' }).click();
        await page.getByRole('button', { name: 'All Time', exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('start_date') === '1970-01-01');
        await page.locator('.apexcharts-pie').first().waitFor();
        await page.getByText('Recently Created Leads', { exact: true }).waitFor();
        // The click changes the URL before React renders the new range: the month's rows may still
        // show for a moment, so wait for the All Time answer (10 rows) rather than for any row.
        const rows = page.locator('table tbody tr');
        await page
          .waitForFunction(
            () => document.querySelectorAll('table tbody tr .badge').length === 10,
            undefined,
            {
              timeout: 10_000,
            },
          )
          .catch(() => undefined);
        assert.equal(await rows.count(), 10);
        await page.goto(`${baseUrl}/dashboard/${path}?start_date=1990-01-01&end_date=1990-01-31`);
        await page.getByText(EMPTY, { exact: true }).first().waitFor();
        assert.equal(await page.getByText(EMPTY, { exact: true }).count(), 2);
        assert.equal(await page.locator('.apexcharts-pie').count(), 0);
      }
    },
  },
  {
    name: 'admin adds a document, edits it keeping one file and adding one, and deletes it',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await page.goto(`${baseUrl}/manage-documents`);
      await page.getByRole('heading', { name: 'Manage Documents' }).waitFor();
      const name = `E2E Document ${Date.now().toString(36)}`;

      await page.getByRole('button', { name: 'Add Document' }).click();
      let dialog = await documentDialog(page, 'Add Document');
      await dialog.getByLabel(/^File Name/).fill(name);
      await dialog.getByLabel(/^Category/).selectOption({ index: 1 });
      await dialog.getByLabel(/^Exhibition/).selectOption({ index: 1 });
      await dialog
        .locator('input[type="file"]')
        .setInputFiles([
          file('plan.png', PNG, 'image/png'),
          file('notes.txt', Buffer.from('first notes\n'), 'text/plain'),
        ]);
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByText('Document created successfully.', { exact: true }).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name, exact: true }).waitFor();

      await page.getByRole('button', { name: `Edit ${name}` }).click();
      dialog = await documentDialog(page, 'Update Document');
      await dialog.getByRole('checkbox', { name: 'Keep notes.txt' }).uncheck();
      await dialog
        .locator('input[type="file"]')
        .setInputFiles([file('extra.txt', Buffer.from('more\n'), 'text/plain')]);
      await dialog.getByText('extra.txt', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Update', exact: true }).click();
      await page.getByText('Document updated successfully.', { exact: true }).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: `Show ${name}` }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByText('extra.txt', { exact: true }).waitFor();
      await dialog.getByText('plan.png', { exact: true }).waitFor();
      assert.equal(await dialog.getByText('notes.txt', { exact: true }).count(), 0);
      await dialog.locator('img[alt="Preview"]').waitFor();
      const [single] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('link', { name: 'Download' }).last().click(),
      ]);
      assert.equal(single.suggestedFilename(), 'extra.txt');
      assert.equal(fs.readFileSync(await single.path(), 'utf8'), 'more\n');
      await page.getByText('File downloaded successfully.', { exact: true }).first().waitFor();
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      const [zip] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download ${name}` }).click(),
      ]);
      assert.equal(zip.suggestedFilename(), 'documents.zip');

      await page.getByRole('button', { name: `Delete ${name}` }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Remove Document?', { exact: true }).waitFor();
      await confirm.getByRole('button', { name: 'Yes, Delete it' }).click();
      await page.getByText('Document deleted successfully.', { exact: true }).first().waitFor();
      await page.getByRole('cell', { name, exact: true }).waitFor({ state: 'detached' });
    },
  },
  {
    name: 'the activity report filters, loads more and downloads LeadsActivityReport.xlsx',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await page.goto(`${baseUrl}/reports/employee-activity`);
      const cards = page.getByRole('button', { name: /: activity details$/ });
      await cards.nth(11).waitFor();
      assert.equal(await cards.count(), 12);
      await page.getByRole('button', { name: 'Load More' }).click();
      await cards.nth(12).waitFor();

      const employee = page.getByLabel('Employee');
      await employee.locator('option:nth-child(2)').waitFor({ state: 'attached' });
      const chosen = (await employee.locator('option:nth-child(4)').textContent())!;
      await employee.selectOption({ index: 3 });
      // Every card left names the chosen employee (its first line).
      await page.waitForFunction((who) => {
        const shown = [...document.querySelectorAll('.card button.btn-link')];
        return shown.length > 0 && shown.every((b) => b.querySelector('.fw-semibold')?.textContent === who);
      }, chosen);

      await cards.first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Leads Activity Details', { exact: true }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'LeadsActivityReport.xlsx');
      const book = XLSX.read(fs.readFileSync(await download.path()));
      assert.deepEqual(book.SheetNames, ['Leads Report']);
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Leads Report'], { header: 1, defval: '' });
      assert.deepEqual(rows[0], [
        'Organization Name',
        'Log',
        'Task',
        'Note',
        'SMS',
        'Email',
        'File',
        'Priority',
      ]);
      assert.ok(rows.length > 1);
      await dialog.locator('h3').first().waitFor();
      assert.equal(rows[1][0], await dialog.locator('h3').first().textContent());
    },
  },
];
