/**
 * Controls stay where the user presses them (issue 27): a validation message that appears when a
 * field is left must not move the Remove button being pressed, on a desktop and on a phone.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, type E2EContext, type E2ETest } from './harness';
import { PHONE } from './open-state-kit';
import { openScreen } from './screens';

/**
 * Add Exhibition, then press the new block's Remove at once (its field still has focus): the
 * press leaves the field, whose "Exhibition is required" shows while the button is held down.
 */
async function addThenRemove(page: Page) {
  const remove = page.getByRole('button', { name: 'Remove exhibition 2', exact: true });
  await page.getByRole('button', { name: 'Add Exhibition', exact: true }).click();
  await page.locator('#field-exhibitions-1--exhibition_id:focus').waitFor();
  await remove.scrollIntoViewIfNeeded();
  const before = (await remove.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.getByText('Exhibition is required').waitFor();
  const held = (await remove.boundingBox())!;
  assert.deepEqual(
    { x: Math.round(held.x), y: Math.round(held.y) },
    { x: Math.round(before.x), y: Math.round(before.y) },
    'Remove moved while it was pressed',
  );
  await page.mouse.up();
  // One click removed the block.
  await page.locator('#field-exhibitions-1--exhibition_id').waitFor({ state: 'detached' });
}

const removeAtOnce = (viewport: { width: number; height: number }, name: string): E2ETest => ({
  name: `${name}: Add Exhibition, then one click on the new block's Remove removes it`,
  async run({ page, baseUrl, signIn }: E2EContext) {
    await page.setViewportSize(viewport);
    await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await openScreen(page, `${baseUrl}/leads-organization/initial-info`);
    await addThenRemove(page);
  },
});

export const tests: E2ETest[] = [
  removeAtOnce({ width: 1366, height: 768 }, '1366 px'),
  removeAtOnce(PHONE, '390 px phone'),
];
