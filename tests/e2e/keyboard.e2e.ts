/**
 * Keyboard-only journeys through the widgets a mouse user clicks: a task assigned through the
 * typeahead (Down, Enter) and saved with Enter, and a list filter picked in react-select. No
 * mouse event is sent in these tests.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, type E2ETest } from './harness';
import { openScreen } from './screens';

const { admin } = DEMO_ACCOUNTS;

const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Tab until the element with `id` has focus (at most 40 presses). */
async function tabTo(page: Page, id: string) {
  for (let i = 0; i < 40 && (await focused(page)) !== id; i++) await page.keyboard.press('Tab');
  assert.equal(await focused(page), id, `Tab never reached #${id}`);
}

const taskCount = (page: Page) =>
  page
    .getByTestId('count-task')
    .textContent()
    .then((t) => Number(t ?? 0));

export const tests: E2ETest[] = [
  {
    name: 'keyboard only: a task is filled, assigned through the suggestions and saved',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/leads-organization/1/leads-details`);
      const before = await taskCount(page);
      // Tabs move with the arrow keys: Log Activity, then Task.
      await page.locator('#activity-forms-tab-log').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.locator('#activity-forms-tabpane-task form').waitFor();
      await tabTo(page, 'field-task_title');
      await page.keyboard.type('Keyboard task');
      await tabTo(page, 'field-type');
      await page.keyboard.press('ArrowDown');
      const day = await page.evaluate(() => new Date().toISOString().slice(0, 10));
      for (const [id, value] of [
        ['field-start_date', day],
        ['field-start_time', '09:00'],
        ['field-due_date', day],
        ['field-due_time', '17:00'],
      ]) {
        await tabTo(page, id);
        await page.locator(`#${id}`).fill(value); // a date box's segments take typed digits in any order
      }
      await tabTo(page, 'field-priority');
      await page.keyboard.press('ArrowDown');
      await tabTo(page, 'field-assign-to');
      await page.keyboard.type('supervisor');
      const suggestions = page
        .locator('#activity-forms-tabpane-task')
        .getByRole('listbox', { name: 'Suggestions' });
      await suggestions.getByRole('option', { name: /supervisor@crms\.test/ }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const pane = page.locator('#activity-forms-tabpane-task');
      await pane.getByRole('button', { name: /^Remove / }).waitFor();
      const save = pane.getByRole('button', { name: 'Save', exact: true });
      await save.focus();
      await page.keyboard.press('Enter');
      await page
        .getByTestId('count-task')
        .filter({ hasText: new RegExp(`^${before + 1}$`) })
        .waitFor({ timeout: 10_000 })
        .catch(() => assert.fail('the task was not saved'));
    },
  },
  {
    name: 'keyboard only: a prospects filter is picked in react-select and narrows the list',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/prospects`);
      const rows = page.locator('main table tbody tr');
      await rows.first().waitFor();
      const input = page.locator('#filter-exhibitions');
      await input.focus();
      await page.keyboard.press('ArrowDown');
      const option = page.locator('.multi-select__menu').getByRole('option').first();
      const name = (await option.textContent()) ?? '';
      // The list is asked again with the exhibition's id: the pick reached the server's filter.
      const asked = page.waitForRequest((r) => /\/api\/prospects\?.*exhibitions=\d/.test(r.url()));
      await page.keyboard.press('Enter');
      await asked;
      await page.keyboard.press('Escape');
      await page.locator('.multi-select__multi-value', { hasText: name }).waitFor();
      await page
        .waitForFunction(
          (exhibition) => {
            const texts = [...document.querySelectorAll('main table tbody tr')].map(
              (r) => r.textContent ?? '',
            );
            return texts.length > 0 && texts.every((t) => t.includes(exhibition));
          },
          name,
          { timeout: 10_000 },
        )
        .catch(() => assert.fail(`rows not narrowed to ${name}`));
    },
  },
  {
    name: 'keyboard only: the first Tab offers Skip to content, which takes focus past the menu',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
      // A fresh load: focus is on the document, as a user finds it.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      assert.ok(
        await skip.evaluate((el) => el === document.activeElement),
        'Tab did not reach the skip link',
      );
      const box = await skip.boundingBox();
      assert.ok(box && box.width > 20, 'the focused skip link is not visible');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
      assert.ok(inMain, 'the Tab after Skip to content is not in the screen');
    },
  },
  {
    name: 'keyboard only: the timeline filter tabs move with the arrow keys and filter the items',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/leads-organization/1/leads-details`);
      const all = page.locator('#timeline-tab-all');
      await all.focus();
      await page.keyboard.press('ArrowRight');
      const note = page.locator('#timeline-tab-note');
      assert.ok(
        await note.evaluate((el) => el === document.activeElement),
        'ArrowRight did not move to Note',
      );
      assert.equal(await note.getAttribute('aria-selected'), 'true');
      const shown = await page.locator('#timeline-panel [data-testid="timeline-item"]').allTextContents();
      assert.ok(shown.length > 0, 'the Note tab shows no activity (lead 1 has notes)');
      assert.ok(
        shown.every((t) => t.includes('Note')),
        'the Note tab shows other activities',
      );
    },
  },
  {
    name: 'keyboard only: in the date-range calendar ArrowDown moves a week, it does not leave for the presets',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
      await page.getByRole('button', { name: /\(Date range\)$/ }).focus();
      await page.keyboard.press('Enter');
      const day = page.locator('.dropdown-menu.show .react-datepicker__day[tabindex="0"]');
      await day.focus();
      const before = await day.getAttribute('aria-label');
      await page.keyboard.press('ArrowDown');
      const now = await page.evaluate(() => ({
        inCalendar: Boolean(document.activeElement?.closest('.react-datepicker__month')),
        label: document.activeElement?.getAttribute('aria-label'),
      }));
      assert.ok(now.inCalendar, 'ArrowDown took focus out of the calendar');
      assert.notEqual(now.label, before, 'ArrowDown did not move to another day');
    },
  },
  {
    name: 'keyboard only: a sidebar link opens its screen with focus on the screen heading',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
      await page
        .locator('nav[aria-label="Main menu"]')
        .getByRole('link', { name: 'Prospects', exact: true })
        .focus();
      await page.keyboard.press('Enter');
      await page
        .waitForFunction(() => document.activeElement?.textContent === 'Manage Prospects', undefined, {
          timeout: 15_000,
        })
        .catch(async () => {
          const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 100));
          assert.fail(`focus is on ${where}, not on the new screen's heading`);
        });
    },
  },
  {
    name: "keyboard only: a board card's Move menu opened with Enter opens at its button",
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/leads-organization/board`);
      const toggle = page.getByRole('button', { name: /^Move .* to stage$/ }).nth(2);
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('.dropdown-menu.show').first();
      await menu.waitFor();
      await page.waitForFunction(() =>
        document.querySelector('.dropdown-menu.show')?.hasAttribute('data-popper-placement'),
      );
      const [t, m] = [await toggle.boundingBox(), await menu.boundingBox()];
      assert.ok(t && m, 'menu or button not visible');
      const gap = Math.min(Math.abs(m.y - (t.y + t.height)), Math.abs(t.y - (m.y + m.height)));
      assert.ok(
        gap < 20,
        `the menu opened ${Math.round(gap)} px from its button (button y ${t.y}, menu y ${m.y})`,
      );
    },
  },
  {
    name: 'keyboard only: choosing a page number keeps focus on the pager (the new current page)',
    async run({ page, baseUrl, signIn }) {
      await signIn(admin.email, admin.password);
      await openScreen(page, `${baseUrl}/prospects`);
      const pager = page.locator('main .pagination');
      await pager.getByRole('button', { name: '2', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page
        .waitForFunction(() => document.activeElement?.closest('.page-item.active') != null, undefined, {
          timeout: 15_000,
        })
        .catch(async () => {
          const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 100));
          assert.fail(`after choosing page 2 focus is on ${where}`);
        });
      assert.match((await page.evaluate(() => document.activeElement?.textContent)) ?? '', /^2/);
    },
  },
];
