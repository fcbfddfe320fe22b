/**
 * The pipeline board and the dashboard KPI row in the browser: drag a card to another column with
 * the mouse and see the new stage on its details page; move a card from the keyboard with its Move
 * menu; the KPI row's figures for a preset are the server's, and All Time compares with nothing.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, type E2ETest } from './harness';
import { pageApi } from './pageApi';

const { admin } = DEMO_ACCOUNTS;
const BOARD = '/leads-organization/board?start_date=1970-01-01&end_date=2999-12-31';

const column = (page: Page, stage: string) => page.locator(`section[data-stage="${stage}"]`);

/** The first card of a column: its id and name. */
async function firstCard(page: Page, stage: string) {
  const card = column(page, stage).locator('article').first();
  await card.waitFor();
  return {
    id: Number(await card.getAttribute('data-lead-id')),
    name: (await card.getAttribute('aria-label'))!,
  };
}

/** GET an API call with the signed-in page's token: its contents. */
const api = async <T>(page: Page, path: string): Promise<T> =>
  (await pageApi<{ contents: T }>(page, 'GET', path)).body.contents;

async function stageOnDetails(page: Page, baseUrl: string, id: number): Promise<string> {
  await page.goto(`${baseUrl}/leads-organization/${id}/leads-details`);
  const select = page.locator('#lead-stage-select');
  await select.waitFor();
  return select.inputValue();
}

export const tests: E2ETest[] = [
  {
    name: 'pipeline board: dragging a card to another column changes its stage (details page shows it)',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await page.goto(`${baseUrl}${BOARD}`);
      const card = await firstCard(page, 'new');
      const target = column(page, 'qualified');
      // A real mouse drag: press on the card, move in steps (the browser starts a drag after a few
      // pixels), release over the target column.
      const source = column(page, 'new').locator(`article[data-lead-id="${card.id}"] .small`).first();
      await target.scrollIntoViewIfNeeded();
      await source.scrollIntoViewIfNeeded();
      const from = (await source.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
      const to = (await target.locator('h2').boundingBox())!;
      await page.mouse.move(to.x + to.width / 2, to.y + to.height + 40, { steps: 10 });
      await page.mouse.up();
      await target.locator(`article[data-lead-id="${card.id}"]`).waitFor();
      await page.getByText(`${card.name} moved to Qualified.`).first().waitFor();
      assert.equal(await column(page, 'new').locator(`article[data-lead-id="${card.id}"]`).count(), 0);
      assert.equal(await stageOnDetails(page, baseUrl, card.id), 'qualified');
    },
  },
  {
    name: 'pipeline board: a card moves from the keyboard with its Move menu',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await page.goto(`${baseUrl}${BOARD}`);
      const card = await firstCard(page, 'contacted');
      const toggle = page.getByRole('button', { name: `Move ${card.name} to stage` }).first();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
      assert.ok(label && label !== 'Contacted', `a stage item has focus (got "${label}")`);
      await page.keyboard.press('Enter');
      await page.getByText(`${card.name} moved to ${label}.`).first().waitFor();
      const stage = label.toLowerCase().replace(/ /g, '_');
      await column(page, stage).locator(`article[data-lead-id="${card.id}"]`).waitFor();
      // The keyboard stays with the card: its Move button in the new column has focus.
      await page.waitForFunction((id) => document.activeElement?.id === `move-lead-${id}`, card.id);
      assert.equal(await stageOnDetails(page, baseUrl, card.id), stage);
    },
  },
  {
    name: 'dashboard KPI row: a preset shows the server’s figures against the previous range; All Time compares with nothing',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await page.goto(`${baseUrl}/dashboard/leads-dashboard`);
      await page.getByRole('button', { name: 'Date range' }).click();
      await page.getByRole('button', { name: 'Last 30 Days', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has('start_date'));
      const url = new URL(page.url());
      const offset = await page.evaluate(() => -new Date().getTimezoneOffset());
      type Kpis = Record<string, { current: number; previous: number | null }> & {
        previous_range: { start_date: string } | null;
      };
      const { kpis } = await api<{ kpis: Kpis }>(
        page,
        `/leads-dashboard-data?start_date=${url.searchParams.get('start_date')}&end_date=${url.searchParams.get('end_date')}&utc_offset=${offset}`,
      );
      assert.ok(kpis.previous_range);
      for (const key of ['leads_created', 'new_key_accounts', 'activities']) {
        const figure = page.getByTestId(`kpi-${key}`);
        await page.waitForFunction(
          ([k, v]) => document.querySelector(`[data-testid="kpi-${k}"]`)?.textContent === v,
          [key, kpis[key].current.toLocaleString('en-US')] as const,
        );
        assert.ok(await figure.isVisible());
      }
      assert.equal(await page.getByText(/^vs \d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}$/).count(), 3);
      await page.getByRole('button', { name: 'Date range' }).click();
      await page.getByRole('button', { name: 'All Time', exact: true }).click();
      await page.getByText('No earlier range to compare').first().waitFor();
      assert.equal(await page.getByText('No earlier range to compare').count(), 3);
    },
  },
];
