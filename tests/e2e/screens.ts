/**
 * The app's screens as data, for the walks that must cover every screen (a11y.e2e.ts,
 * phone.e2e.ts, npm run bench:web): the public paths and the sidebar's menu, so a screen added to
 * either is walked without editing the walks.
 */
import type { Locator, Page } from 'playwright-core';
import { MENU, type MenuItem } from '../../src/lib/menu';
import { PUBLIC_PATHS } from '../../src/lib/publicPaths';

export interface ScreenGroup {
  name: string;
  paths: string[];
}

const linksOf = (item: MenuItem): string[] => [
  ...(item.to ? [item.to] : []),
  ...(item.children ?? []).flatMap(linksOf),
];

/** At most PART screens per group, so each walk stays well inside the e2e runner's 60 s per test. */
const PART = 2;
function inParts(name: string, paths: string[]): ScreenGroup[] {
  const parts = Math.ceil(paths.length / PART);
  return Array.from({ length: parts }, (_, i) => ({
    name: parts > 1 ? `${name} ${i + 1}/${parts}` : name,
    paths: paths.slice(i * PART, (i + 1) * PART),
  }));
}

/** Public screens, then one group per top-level sidebar item (the admin sees them all). */
export function screenGroups(): ScreenGroup[] {
  return [
    { name: 'public screens', paths: [...PUBLIC_PATHS] },
    ...MENU.flatMap((item) => inParts(item.label, linksOf(item))),
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
  await box.page().evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}
