/**
 * The app's screens as data, for the walks that must cover every screen (a11y.e2e.ts,
 * phone.e2e.ts, npm run bench:web): the public paths and the sidebar's menu, so a screen added to
 * either is walked without editing the walks, plus the screens reached from other screens
 * (ROUTED_SCREENS, with seeded ids). tests/components/screens-cover-routes.test.tsx fails when a
 * route of the router is in none of them.
 */
import type { Locator, Page } from 'playwright-core';
import { MENU, type MenuItem } from '../../src/lib/menu';
import { PUBLIC_PATHS } from '../../src/lib/publicPaths';

export interface ScreenGroup {
  name: string;
  paths: string[];
  /** Who the walk signs in as (the admin sees every screen); null: no one (public screens). */
  account: 'admin' | 'staff' | null;
}

const linksOf = (item: MenuItem): string[] => [
  ...(item.to ? [item.to] : []),
  ...(item.children ?? []).flatMap(linksOf),
];

/**
 * Screens outside the sidebar: behind an id (the seed's lead 1, key account lead 15, prospect 1,
 * stakeholder 6, the Supervisor role 2) or reached from another screen. `route` is the router's
 * pattern, `path` the page the walks open.
 */
export const ROUTED_SCREENS: readonly { route: string; path: string; account?: 'staff' }[] = [
  { route: '/leads-organization/:id/leads-details', path: '/leads-organization/1/leads-details' },
  { route: '/leads-organization/:id/initial-info', path: '/leads-organization/1/initial-info' },
  { route: '/leads-organization/:id/concern-person-info', path: '/leads-organization/1/concern-person-info' },
  { route: '/leads-organization/concern-person-info', path: '/leads-organization/concern-person-info' },
  { route: '/key-account/:id/key-account-details', path: '/key-account/15/key-account-details' },
  { route: '/leads-individual/initial-info', path: '/leads-individual/initial-info' },
  { route: '/leads-individual/basic-info', path: '/leads-individual/basic-info' },
  { route: '/leads-individual/personal-info', path: '/leads-individual/personal-info' },
  { route: '/leads-individual/communication-info', path: '/leads-individual/communication-info' },
  { route: '/leads-individual/service-info', path: '/leads-individual/service-info' },
  { route: '/prospect-create', path: '/prospect-create' },
  { route: '/prospect-update/:id', path: '/prospect-update/1' },
  { route: '/stackholder-create', path: '/stackholder-create' },
  // Only a stakeholder's creator edits it: staff created stakeholder 6.
  { route: '/stackholder-update/:id', path: '/stackholder-update/6', account: 'staff' },
  { route: '/profile-update', path: '/profile-update' },
  // Reached from the header's sync status (src/queue/SyncStatus.tsx).
  { route: '/waiting-to-sync', path: '/waiting-to-sync' },
  { route: '/roles/:roleId/permissions', path: '/roles/2/permissions' },
  { route: '/basic-settings/roles/:roleId/permissions', path: '/basic-settings/roles/2/permissions' },
  { route: '*', path: '/no-such-screen' },
];

/** At most PART screens per group, so each walk stays well inside the e2e runner's 60 s per test. */
const PART = 2;
function inParts(name: string, paths: string[]): ScreenGroup[] {
  const parts = Math.ceil(paths.length / PART);
  return Array.from({ length: parts }, (_, i) => ({
    name: parts > 1 ? `${name} ${i + 1}/${parts}` : name,
    paths: paths.slice(i * PART, (i + 1) * PART),
    account: 'admin',
  }));
}

/** Public screens, then one group per top-level sidebar item (the admin sees them all). */
/** Every path the sidebar links to. */
export const menuPaths = (): string[] => MENU.flatMap(linksOf);

export function screenGroups(): ScreenGroup[] {
  return [
    { name: 'public screens', paths: [...PUBLIC_PATHS], account: null },
    ...MENU.flatMap((item) => inParts(item.label, linksOf(item))),
    ...inParts(
      'screens outside the sidebar',
      ROUTED_SCREENS.filter((s) => !s.account).map((s) => s.path),
    ),
    {
      name: 'screens outside the sidebar, as staff',
      paths: ROUTED_SCREENS.filter((s) => s.account === 'staff').map((s) => s.path),
      account: 'staff',
    },
  ];
}

/**
 * True once a screen shows its content: the main area (or the sign-in card) has text, no spinner,
 * no "Loading..." row, and its table, if any, has rows.
 */
export function contentReady(): boolean {
  const main = document.querySelector('main') ?? document.querySelector('.auth-card');
  if (!main) return false;
  const text = (main as HTMLElement).innerText;
  if (main.querySelector('.spinner-border') || /Loading\.\.\./.test(text)) return false;
  const table = main.querySelector('table');
  if (table && !table.querySelector('tbody tr')) return false;
  return text.trim().length > 0 && Boolean(main.querySelector('h1, h2, h3, h4, table, form'));
}

export async function openScreen(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(contentReady, undefined, { timeout: 20_000 });
}

/** Light or dark theme (stored like the header's toggle does), applied from the next load on. */
export async function setTheme(page: Page, baseUrl: string, dark: boolean): Promise<void> {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate((d) => localStorage.setItem('darkMode', String(d)), dark);
}

/** Waits until the CSS transitions in the page (a dialog's slide-in, a button's colour) ended. */
export async function settled(box: Locator): Promise<void> {
  // A transition cancelled meanwhile (its element left, a class flipped back) rejects `finished`
  // with an AbortError: it is over all the same. A spinner's endless turn never finishes: skipped.
  await box.page().evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
