/**
 * Master data in the browser: as admin add, edit and delete a profession, a district
 * (through the country → division cascade) and an employee with a supervisor; give a new role a
 * permission and see it take effect for a user of that role; staff never sees basic settings.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, type E2ETest } from './harness';

const { admin, staff } = DEMO_ACCOUNTS;
const NO_PERMISSION = 'You do not have permission to view this page.';
const stamp = () => Date.now().toString(36);

async function openScreen(page: Page, baseUrl: string, path: string, heading: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await page.locator('table tbody tr button[aria-label="Actions"]').first().waitFor();
}

/** Opens a dialog with Add, waits for its title. */
async function add(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(title, { exact: true }).waitFor();
  return dialog;
}

async function rowAction(page: Page, rowText: string, action: string) {
  const row = page.locator('table tbody tr').filter({ hasText: rowText });
  await row.getByRole('button', { name: 'Actions' }).click();
  await row.getByRole('button', { name: action, exact: true }).click();
}

async function submit(page: Page, dialog: Locator, button: 'Create' | 'Update', toast: string) {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await page.getByText(toast, { exact: true }).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

async function remove(page: Page, rowText: string, title: string, toast: string) {
  await rowAction(page, rowText, 'Delete');
  const confirm = page.getByRole('dialog');
  await confirm.getByText(`Remove ${title}?`, { exact: true }).waitFor();
  await confirm.getByText('Are you sure you want to remove it', { exact: true }).waitFor();
  await confirm.getByRole('button', { name: 'Yes, Delete it' }).click();
  await page.getByText(toast, { exact: true }).first().waitFor();
  await page.locator('table tbody tr').filter({ hasText: rowText }).waitFor({ state: 'detached' });
}

/** Picks the first real option of a select once its options have loaded. */
async function pickFirst(select: Locator) {
  await select.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await select.selectOption({ index: 1 });
}

async function addEmployee(page: Page, name: string, email: string, role?: string) {
  const dialog = await add(page, 'Create Employee');
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Password/).fill('Secret#123');
  await dialog.getByLabel(/^Phone/).fill('+8801700000000');
  await pickFirst(dialog.getByLabel(/^Supervisor/));
  await pickFirst(dialog.getByLabel(/^Department/));
  await pickFirst(dialog.getByLabel(/^Designation/));
  const roleSelect = dialog.getByLabel(/^Role/);
  await roleSelect.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  if (role) await roleSelect.selectOption({ label: role });
  else await roleSelect.selectOption({ index: 1 });
  await submit(page, dialog, 'Create', 'Employee created successfully.');
  await page.locator('table tbody tr').filter({ hasText: email }).waitFor();
}

export const tests: E2ETest[] = [
  {
    name: 'admin adds, edits and deletes a profession',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, baseUrl, '/basic-settings/professions', 'Professions');
      const name = `E2E Profession ${stamp()}`;
      const dialog = await add(page, 'Create Profession');
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await dialog.getByText('The name field is required.').waitFor(); // server 422 under the field
      await dialog.getByLabel(/^Name/).fill(name);
      await submit(page, dialog, 'Create', 'Profession created successfully.');
      await rowAction(page, name, 'Edit');
      const edit = page.getByRole('dialog');
      await edit.getByText('Update Profession', { exact: true }).waitFor();
      assert.equal(await edit.getByLabel(/^Name/).inputValue(), name);
      await edit.getByLabel(/^Name/).fill(`${name} edited`);
      await submit(page, edit, 'Update', 'Profession updated successfully.');
      await page
        .locator('table tbody tr')
        .filter({ hasText: `${name} edited` })
        .waitFor();
      await remove(page, `${name} edited`, 'Profession', 'Profession deleted successfully.');
    },
  },
  {
    name: 'admin adds, edits and deletes a district through the country → division cascade',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, baseUrl, '/basic-settings/districts', 'Districts');
      const name = `E2E District ${stamp()}`;
      const dialog = await add(page, 'Create District');
      await dialog.getByLabel(/^Name/).fill(name);
      const division = dialog.getByLabel(/^Division/);
      assert.equal(await division.isDisabled(), true, 'division waits for a country');
      await dialog.getByLabel(/^Country/).selectOption({ label: 'Bangladesh' });
      await pickFirst(division);
      const divisionName = await division.locator('option:checked').textContent();
      await submit(page, dialog, 'Create', 'District created successfully.');

      await rowAction(page, name, 'Edit');
      const edit = page.getByRole('dialog');
      await edit.getByText('Update District', { exact: true }).waitFor();
      await page.waitForFunction(
        (label) =>
          [...document.querySelectorAll('[role="dialog"] select')].some(
            (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent === label,
          ),
        divisionName,
      );
      assert.equal(
        await edit
          .getByLabel(/^Country/)
          .locator('option:checked')
          .textContent(),
        'Bangladesh',
      );
      await edit.getByLabel(/^Name/).fill(`${name} edited`);
      await submit(page, edit, 'Update', 'District updated successfully.');
      await remove(page, `${name} edited`, 'District', 'District deleted successfully.');
    },
  },
  {
    name: 'admin adds, edits and deletes an employee with a supervisor',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, baseUrl, '/basic-settings/employees', 'Employees');
      const email = `e2e.${stamp()}@crms.test`;
      await addEmployee(page, 'E2E Employee', email);
      await rowAction(page, email, 'Edit');
      const edit = page.getByRole('dialog');
      await edit.getByText('Update Employee', { exact: true }).waitFor();
      assert.equal(await edit.getByLabel(/^Email/).inputValue(), email);
      const supervisor = edit.getByLabel(/^Supervisor/);
      await supervisor.locator('option:nth-child(2)').waitFor({ state: 'attached' });
      assert.notEqual(await supervisor.inputValue(), '', 'the supervisor is kept');
      await edit.getByLabel(/^Phone/).fill('+8801700000099');
      await submit(page, edit, 'Update', 'Employee updated successfully.');
      await page.locator('table tbody tr').filter({ hasText: '+8801700000099' }).waitFor();
      await remove(page, email, 'Employee', 'Employee deleted successfully.');
    },
  },
  {
    name: 'a permission given to a role takes effect for a user of that role',
    async run({ page, baseUrl, signIn, signOut }) {
      await signIn(admin.email, admin.password);
      const role = `E2E Role ${stamp()}`;
      await openScreen(page, baseUrl, '/manage-role-permissions', 'Manage Role');
      const dialog = await add(page, 'Create Role');
      await dialog.getByLabel(/^Name/).fill(role);
      await submit(page, dialog, 'Create', 'Role created successfully.');
      await rowAction(page, role, 'Permission');
      await page.getByRole('heading', { name: role }).waitFor();
      for (const permission of ['view dashboard', 'basic settings', 'professions'])
        await page.getByLabel(permission, { exact: true }).check();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Permissions updated successfully.').first().waitFor();

      const email = `e2e.role.${stamp()}@crms.test`;
      await openScreen(page, baseUrl, '/basic-settings/employees', 'Employees');
      await addEmployee(page, 'E2E Role User', email, role);
      await signOut();

      await signIn(email, 'Secret#123');
      const nav = page.locator('nav[aria-label="Main menu"]');
      await nav.getByRole('link', { name: 'Professions', exact: true }).waitFor();
      assert.equal(await nav.getByRole('link', { name: 'Units', exact: true }).count(), 0);
      await openScreen(page, baseUrl, '/basic-settings/professions', 'Professions');
      await page.goto(`${baseUrl}/basic-settings/units`);
      await page.getByText(NO_PERMISSION).waitFor();
    },
  },
  {
    name: 'staff sees no basic settings and their URLs are refused',
    async run({ page, baseUrl, signIn }) {
      await signIn(staff.email, staff.password);
      const nav = page.locator('nav[aria-label="Main menu"]');
      await nav.getByRole('link').first().waitFor();
      assert.equal(await nav.getByText('Basic Settings').count(), 0);
      assert.equal(await nav.getByRole('link', { name: 'Manage Role' }).count(), 0);
      for (const path of [
        '/basic-settings/professions',
        '/basic-settings/employees',
        '/manage-role-permissions',
        '/roles/1/permissions',
        '/basic-settings/roles/1/permissions',
      ]) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByText(NO_PERMISSION).waitFor();
        assert.equal(await page.getByRole('button', { name: 'Add', exact: true }).count(), 0, path);
      }
    },
  },
];
