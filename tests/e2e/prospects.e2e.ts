/**
 * Prospects in the browser: filter (kept in the URL), select and Delete Selected; download the
 * sample, edit it (a renamed column, a bad row), import it mapping the column in the preview,
 * download the rejected rows and read them back; creator and non-creator see the right actions.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, type E2ETest } from './harness';

const { admin, staff } = DEMO_ACCOUNTS;
const stamp = () => Date.now().toString(36);

/** POST /prospects with the signed-in user's token. */
async function createProspect(page: Page, name: string, phone: string): Promise<number> {
  return page.evaluate(
    async ({ name, phone }) => {
      const res = await fetch('/api/prospects', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('bearer_token')}`,
        },
        body: JSON.stringify({
          organization_name: name,
          phone,
          concern_person_info: [
            { name: 'E2E Person', phone: ['+8801700000009'], email: ['e2e@example.com'] },
          ],
        }),
      });
      return ((await res.json()) as { contents: { id: number } }).contents.id;
    },
    { name, phone },
  );
}

async function openProspects(page: Page, baseUrl: string, search = '') {
  await page.goto(`${baseUrl}/prospects${search ? `?search=${encodeURIComponent(search)}` : ''}`);
  await page.getByRole('heading', { name: 'Manage Prospects', exact: true }).waitFor();
}

async function menu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Import/Export' }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
}

export const tests: E2ETest[] = [
  {
    name: 'prospects: filter, select, Delete Selected',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      const tag = `Bulk ${stamp()}`;
      await createProspect(page, `${tag} One`, '+8801711000901');
      await createProspect(page, `${tag} Two`, '+8801711000902');
      await openProspects(page, baseUrl);
      await page.getByRole('searchbox', { name: 'Search companies' }).fill(tag);
      await page.waitForURL((url) => url.searchParams.get('search') === tag);
      await page
        .locator('table tbody tr')
        .filter({ hasText: `${tag} Two` })
        .waitFor();
      await page
        .locator('table tbody tr')
        .filter({ hasText: `${tag} One` })
        .waitFor();
      // Until the debounced search has answered, other rows may still be shown.
      await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 2);
      await page.getByRole('checkbox', { name: 'Select all rows' }).check();
      await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
      const popup = page.locator('.swal2-popup');
      await popup.getByText('Are you sure you want to delete 2 items?', { exact: true }).waitFor();
      await popup.getByRole('button', { name: 'Yes, Delete it' }).click();
      await page.getByText('Deleted successfully.', { exact: true }).first().waitFor();
      await page.getByText('No prospects match the current filters.').waitFor();
      // The filter survives a reload (it lives in the URL).
      await page.reload();
      assert.equal(await page.getByRole('searchbox', { name: 'Search companies' }).inputValue(), tag);
    },
  },
  {
    name: 'prospects: edit the sample, import it with a mapped column, read back the rejected rows',
    async run({ page, baseUrl, signIn }) {
      await signIn(staff.email, staff.password);
      await openProspects(page, baseUrl);
      const sampleDownload = page.waitForEvent('download');
      await menu(page, 'Download Sample File');
      const sample = await sampleDownload;
      assert.equal(sample.suggestedFilename(), 'sample_import.xlsx');
      const book = XLSX.read(fs.readFileSync((await sample.path())!), { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Import, { header: 1, defval: '' });
      const tag = `Sheet ${stamp()}`;
      const header = rows[0].map((h) => (h === 'Phone' ? 'Tel' : h));
      const nameAt = header.indexOf('Organization Name');
      const personAt = header.indexOf('Concern Person Name');
      const good = rows[1].map((v, i) => (i === nameAt ? `${tag} Good` : v));
      const bad = rows[2].map((v, i) => (i === nameAt ? `${tag} Bad` : i === personAt ? '' : v));
      const edited = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(edited, XLSX.utils.aoa_to_sheet([header, good, bad]), 'Import');
      // Handed to the file input from memory: no temp file left behind.
      const file = {
        name: 'edited.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: XLSX.write(edited, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
      };

      await menu(page, 'Import as Excel');
      const dialog = page.getByRole('dialog', { name: 'Import Prospects' });
      await dialog.locator('input[type="file"]').setInputFiles(file);
      await dialog.getByTestId('import-file-name').getByText('edited.xlsx').waitFor();
      const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
      assert.equal(await upload.isDisabled(), true);
      await dialog.getByLabel('Phone *', { exact: true }).selectOption('Tel');
      await dialog.getByText(/Will fail: Concern Person Name is required\./).waitFor();
      await upload.click();
      await page.getByText(/Imported prospects: 1 created, 0 updated, 0 skipped, 1 rejected\./).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .locator('table tbody tr')
        .filter({ hasText: `${tag} Good` })
        .waitFor();

      const rejectedDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download rejected rows' }).click();
      const rejected = await rejectedDownload;
      assert.equal(rejected.suggestedFilename(), 'edited-rejected.xlsx');
      const back = XLSX.read(fs.readFileSync((await rejected.path())!), { type: 'buffer' });
      const read = XLSX.utils.sheet_to_json<Record<string, string>>(back.Sheets[back.SheetNames[0]]);
      assert.equal(read.length, 1);
      assert.equal(read[0]['Organization Name'], `${tag} Bad`);
      assert.match(read[0].Error, /person_name: The name field is required\./);
    },
  },
  {
    name: "prospects: the creator sees Edit and Delete on their own row, not on another user's",
    async run({ page, baseUrl, signIn, signOut }) {
      const tag = `Owner ${stamp()}`;
      await signIn(admin.email, admin.password);
      await createProspect(page, `${tag} Admin`, '+8801711000903');
      await signOut();
      await signIn(staff.email, staff.password);
      await createProspect(page, `${tag} Staff`, '+8801711000904');
      await openProspects(page, baseUrl, tag);
      const own = page.locator('table tbody tr').filter({ hasText: `${tag} Staff` });
      const other = page.locator('table tbody tr').filter({ hasText: `${tag} Admin` });
      await own.getByRole('button', { name: `Edit ${tag} Staff` }).waitFor();
      await own.getByRole('button', { name: `Delete ${tag} Staff` }).waitFor();
      await other.waitFor();
      assert.equal(await other.getByRole('button', { name: /^(Edit|Delete) / }).count(), 0);
      await own.getByRole('button', { name: `Edit ${tag} Staff` }).click();
      await page.getByRole('heading', { name: 'Prospect Info Update' }).waitFor();
    },
  },
];
