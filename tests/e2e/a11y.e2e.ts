/**
 * axe-core over every screen (tests/e2e/screens.ts: the public paths and every sidebar link, as the
 * admin who sees them all) and the header's open menus, in light and in dark mode: no serious or
 * critical WCAG 2.1 A/AA violation.
 */
import assert from 'node:assert/strict';
import { seriousViolations } from './axe';
import { DEMO_ACCOUNTS, type E2EContext, type E2ETest } from './harness';
import { OPEN_STATES } from './open-states';
import { sizeFor } from './open-state-kit';
import { openScreen, screenGroups, setTheme, settled } from './screens';

const { admin } = DEMO_ACCOUNTS;
const MODES = [
  ['light', false],
  ['dark', true],
] as const;

function report(found: string[]) {
  assert.equal(found.length, 0, `${found.length} serious/critical axe violations:\n${found.join('\n')}`);
}

const screenTests: E2ETest[] = MODES.flatMap(([mode, dark]) =>
  screenGroups().map((group) => ({
    name: `${mode} mode, ${group.name}: no serious or critical axe violations`,
    async run({ page, baseUrl, signIn }: E2EContext) {
      await setTheme(page, baseUrl, dark);
      if (group.account)
        await signIn(DEMO_ACCOUNTS[group.account].email, DEMO_ACCOUNTS[group.account].password);
      const found: string[] = [];
      for (const path of group.paths) {
        await openScreen(page, `${baseUrl}${path}`);
        found.push(...(await seriousViolations(page, `${path} [${mode}]`)));
      }
      report(found);
    },
  })),
);

const menuTests: E2ETest[] = MODES.map(([mode, dark]) => ({
  name: `${mode} mode, header menus open: no serious or critical axe violations`,
  async run({ page, baseUrl, signIn }: E2EContext) {
    await setTheme(page, baseUrl, dark);
    await signIn(admin.email, admin.password);
    await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
    const found: string[] = [];
    for (const name of ['Notifications', 'Profile menu']) {
      const toggle = page.locator('.app-header').getByRole('button', { name }).first();
      await toggle.click();
      const menu = page.locator('.dropdown-menu.show').first();
      await menu.waitFor();
      await settled(menu);
      found.push(...(await seriousViolations(page, `${name} menu [${mode}]`)));
      await page.keyboard.press('Escape');
    }
    report(found);
  },
}));

/** Menus and dialogs open (tests/e2e/open-states.ts), each checked while it is on screen. */
const openStateTests: E2ETest[] = MODES.flatMap(([mode, dark]) =>
  OPEN_STATES.map((state) => ({
    name: `${mode} mode, ${state.name} open: no serious or critical axe violations`,
    async run({ page, baseUrl, signIn }: E2EContext) {
      await setTheme(page, baseUrl, dark);
      await signIn(admin.email, admin.password);
      await sizeFor(page, state);
      await openScreen(page, `${baseUrl}${state.path}`);
      const box = await state.open(page);
      await box.waitFor();
      await settled(box);
      report(await seriousViolations(page, `${state.name} [${mode}]`));
    },
  })),
);

export const tests: E2ETest[] = [...screenTests, ...menuTests, ...openStateTests];

/** The two contrast failures first found by hand, checked on the elements themselves. */
tests.push({
  name: "contrast: the 'Low' priority badge (light) and the active 'All Leads' link (dark) pass axe",
  async run({ page, baseUrl, signIn }: E2EContext) {
    await setTheme(page, baseUrl, false);
    await signIn(admin.email, admin.password);
    await openScreen(page, `${baseUrl}/leads-organization/leads-index?start_date=1970-01-01&priority=Low`);
    const badge = page.locator('main table .badge', { hasText: /^Low$/ }).first();
    await badge.waitFor();
    report(await seriousViolations(page, "the 'Low' badge [light]"));
    await setTheme(page, baseUrl, true);
    await openScreen(page, `${baseUrl}/leads-organization/leads-index`);
    await page.locator('nav[aria-label="Main menu"] a.active', { hasText: 'All Leads' }).waitFor();
    report(await seriousViolations(page, "'All Leads' [dark]"));
  },
});
