import type { Locator, Page } from 'playwright-core';

/** Picks the first real option (after the placeholder) of a select once its options have loaded. */
async function selectFirstReal(page: Page, label: RegExp | string, scope?: Locator) {
  const select = (scope ?? page.locator('body')).getByLabel(label).first();
  await page.waitForFunction(
    (el) => (el as HTMLSelectElement).options.length > 1,
    await select.elementHandle(),
    { timeout: 10_000 },
  );
  const value = await select.evaluate((el) => (el as HTMLSelectElement).options[1].value);
  await select.selectOption(value);
}

/** Step 1 of a new lead with its required fields: the name and phone given, the first real choices. */
export async function fillInitialInfo(page: Page, organization: string, phone: string) {
  await page.getByLabel(/Organization Name/).fill(organization);
  await page.getByLabel(/^Phone/).fill(phone);
  await page.getByLabel(/Lead Priority/).selectOption('Very Good');
  await selectFirstReal(page, /Country/);
  await selectFirstReal(page, 'Division');
  await selectFirstReal(page, /^Exhibition/);
  await selectFirstReal(page, /^Assign To/);
}
