/**
 * Small windows (exploratory-testing defect): below 769px app.css hides the sidebar, so the header
 * has a menu button (shown only there by app.css) that opens the same menu in an Offcanvas, which
 * closes when a link is chosen or on Escape. jsdom applies no CSS: this checks the button and the
 * menu's behaviour; tests/e2e/sign-in.e2e.ts checks it at a real 700px-wide window.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, useTestServer } from './support/server';

const server = useTestServer();

beforeEach(() => {
  localStorage.clear();
  // react-bootstrap's Offcanvas asks matchMedia (its `responsive` breakpoint); jsdom has none.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

async function renderStaff() {
  storeSession(await server().login(STAFF.email, STAFF.password));
  const view = renderApp('/dashboard', server().baseUrl);
  const sidebarNav = await screen.findByRole('navigation', { name: 'Main menu' });
  await waitFor(() => expect(within(sidebarNav).queryAllByRole('link').length).toBeGreaterThan(0));
  await settle(view.store);
  return view;
}

const openMenu = () => screen.getByRole('button', { name: 'Open menu' });
const menuDialog = () => screen.findByRole('dialog', { name: 'Menu' });

test('the header menu button opens the main menu; choosing a link navigates and closes it', async () => {
  const { router, store } = await renderStaff();
  // The header is the page's banner landmark and holds the menu button.
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' })).toBe(openMenu());
  // Closed: one main menu only (the sidebar), so the desktop layout has no duplicate links.
  expect(openMenu()).toHaveClass('app-menu-toggle');
  expect(openMenu()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getAllByRole('navigation', { name: 'Main menu' })).toHaveLength(1);
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(openMenu());
  const dialog = await menuDialog();
  expect(openMenu()).toHaveAttribute('aria-expanded', 'true');
  const nav = within(dialog).getByRole('navigation', { name: 'Main menu' });
  const links = within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
  const sidebarLinks = within(screen.getAllByRole('navigation', { name: 'Main menu' })[0])
    .getAllByRole('link')
    .map((a) => a.textContent);
  expect(links).toEqual(sidebarLinks);
  expect(links).toContain('All Leads');

  await userEvent.click(within(nav).getByRole('link', { name: 'All Leads' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/leads-organization/leads-index'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(openMenu()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getAllByRole('navigation', { name: 'Main menu' })).toHaveLength(1);
  await settle(store);
});

test('Escape closes the menu', async () => {
  const { store } = await renderStaff();
  await userEvent.click(openMenu());
  await menuDialog();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getAllByRole('navigation', { name: 'Main menu' })).toHaveLength(1);
  await settle(store);
});
