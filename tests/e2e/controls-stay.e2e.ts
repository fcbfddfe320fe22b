/**
 * Controls stay usable where the user presses them (issue 27): a validation message that appears
 * when a field is left must not move the Remove button being pressed, on a desktop and on a phone;
 * a success toast over the page's buttons goes at a click instead of swallowing clicks for 5 s.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, pathOf, type E2EContext, type E2ETest } from './harness';
import { PHONE } from './open-state-kit';
import { openScreen } from './screens';

type Box = { x: number; y: number; width: number; height: number };

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

/** The part of two boxes both cover. */
function overlap(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 1 && height > 1 ? { x, y, width, height } : null;
}

/**
 * After Export Phone on Manage Prospects, the success toast lies over Add Prospect: a click there
 * closes the toast (it used to do nothing for 5 s), and the next click reaches Add Prospect.
 */
const toastGoesAtAClick: E2ETest = {
  name: "1366 px: the success toast over the page's Add Prospect closes at a click, then Add Prospect works",
  async run({ page, baseUrl, signIn }: E2EContext) {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await openScreen(page, `${baseUrl}/prospects`);
    // The toast's own 5 s timer (its progress bar's CSS animation) is held still, so it is the
    // click alone that can take the toast away.
    await page.addStyleTag({
      content: '.Toastify__progress-bar { animation-play-state: paused !important; }',
    });
    await page.getByRole('button', { name: 'Import/Export', exact: true }).click();
    await page.getByRole('button', { name: 'Export Phone', exact: true }).click();
    const toast = page.locator('.Toastify__toast--success');
    // In place once its slide-in has ended (react-toastify then drops Toastify--animate).
    await page.locator('.Toastify__toast--success:not(.Toastify--animate)').waitFor();
    const add = page.getByRole('button', { name: 'Add Prospect', exact: true });
    const over = overlap((await add.boundingBox())!, (await toast.boundingBox())!);
    assert.ok(over, 'the toast does not lie over Add Prospect: this test would prove nothing');
    const [x, y] = [over.x + over.width / 2, over.y + over.height / 2];
    const onToast = await page.evaluate(
      ([px, py]) => Boolean(document.elementFromPoint(px, py)?.closest('.Toastify__toast')),
      [x, y],
    );
    assert.ok(onToast, 'the point is not on the toast: this test would prove nothing');
    await page.mouse.click(x, y);
    await toast.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {
      assert.fail('a click on the toast did not close it');
    });
    assert.equal(pathOf(page), '/prospects', 'the click went through the toast');
    await page.mouse.click(x, y);
    await page.waitForURL((url) => url.pathname === '/prospect-create');
  },
};

export const tests: E2ETest[] = [
  removeAtOnce({ width: 1366, height: 768 }, '1366 px'),
  removeAtOnce(PHONE, '390 px phone'),
  toastGoesAtAClick,
];
