/**
 * Row menus open next to their own ⋮ button: the menu mounts in place of the plain button, and
 * its first placement used to be taken against the window's corner (top of the page) unless
 * opening it scrolled the page.
 */
import assert from 'node:assert/strict';
import { DEMO_ACCOUNTS, type E2ETest } from './harness';

const { supervisor } = DEMO_ACCOUNTS;

export const tests: E2ETest[] = [
  {
    name: 'row menu: opens right below its button, by click and by keyboard, without a scroll',
    async run({ page, baseUrl, signIn }) {
      await signIn(supervisor.email, supervisor.password);
      await page.goto(`${baseUrl}/leads-organization/leads-index?start_date=1970-01-01`);
      const toggles = page.getByRole('button', { name: /^Actions for lead / });
      await toggles.nth(1).waitFor();
      for (const open of ['click', 'keyboard'] as const) {
        const toggle = toggles.nth(1);
        const scrollBefore = await page.evaluate(() => window.scrollY);
        if (open === 'click') await toggle.click();
        else {
          await toggle.focus();
          await page.keyboard.press('Enter');
        }
        const menu = page.locator('.dropdown-menu.show');
        await menu.waitFor();
        // Popper places the menu in a later frame: wait for it to settle.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, `${open}: the page scrolled`);
        const button = await toggles.nth(1).boundingBox();
        const box = await menu.boundingBox();
        assert.ok(button && box);
        const gapBelow = box.y - (button.y + button.height);
        assert.ok(
          gapBelow >= 0 && gapBelow <= 8,
          `${open}: menu top ${box.y}, button bottom ${button.y + button.height}`,
        );
        assert.ok(
          Math.abs(box.x + box.width - (button.x + button.width)) <= 2,
          `${open}: menu right ${box.x + box.width}, button right ${button.x + button.width}`,
        );
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
      }
    },
  },
];
