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

/**
 * A state opened by pressing buttons (exact names, the first on the page of each) in turn; it
 * answers the dialog or menu that shows.
 */
export function opensWith(
  name: string,
  path: string,
  buttons: string[],
  shows: 'dialog' | 'menu' = 'dialog',
): OpenState {
  return {
    name,
    path,
    async open(page) {
      for (const button of buttons)
        await page.getByRole('button', { name: button, exact: true }).first().click();
      return shows === 'dialog' ? shownModal(page) : shownMenu(page);
    },
  };
}

/** A react-select (`classNamePrefix`) opened from the keyboard: focus, then ArrowDown. */
export function reactSelectByKeyboard(name: string, path: string, prefix: string): OpenState {
  return {
    name,
    path,
    async open(page) {
      await page.locator(`input.${prefix}__input`).first().focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.locator(`.${prefix}__menu`).first();
      await menu.getByRole('option').first().waitFor();
      return menu;
    },
  };
}

/** sweetalert2's popup, once its buttons are there. */
export async function swalPopup(page: Page): Promise<Locator> {
  const popup = page.locator('.swal2-popup');
  await popup.getByRole('button').first().waitFor();
  return popup;
}
