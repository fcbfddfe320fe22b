import type { Locator, Page } from 'playwright-core';

/** A menu or dialog of a screen, opened as the user opens it (tests/e2e/open-states.ts). */
export interface OpenState {
  name: string;
  path: string;
  /** Opened on a 390 px phone only (the menu drawer exists only there). */
  phoneOnly?: boolean;
  open(page: Page): Promise<Locator>;
}

export const PHONE = { width: 390, height: 844 };

export const shownMenu = (page: Page) => page.locator('.dropdown-menu.show').first();
export const shownModal = (page: Page) => page.locator('.modal.show .modal-dialog').first();

/** The phone's size for a state that exists only there (the menu drawer). */
export async function sizeFor(page: Page, state: OpenState): Promise<void> {
  if (state.phoneOnly) await page.setViewportSize(PHONE);
}
