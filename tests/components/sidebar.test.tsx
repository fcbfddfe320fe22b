import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visibleMenu, type MenuItem } from '../../src/lib/menu';
import {
  SALES_EXECUTIVE_PERMISSIONS,
  SUPERVISOR_PERMISSIONS,
  ALL_PERMISSIONS,
} from '../../contract/permissions';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, STAFF, SUPERVISOR, useTestServer } from './support/server';

const server = useTestServer();

beforeEach(() => localStorage.clear());

const linkLabels = (items: MenuItem[]): string[] =>
  items.flatMap((item) => (item.children ? linkLabels([...item.children]) : [item.label]));

async function renderAs(account: { email: string; password: string }) {
  storeSession(await server().login(account.email, account.password));
  const view = renderApp('/dashboard', server().baseUrl);
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  await waitFor(() => expect(within(nav).queryAllByRole('link').length).toBeGreaterThan(0));
  await settle(view.store);
  return { ...view, nav };
}

const renderedLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

test.each([
  ['staff', STAFF, SALES_EXECUTIVE_PERMISSIONS, 'Sales Executive'],
  ['supervisor', SUPERVISOR, SUPERVISOR_PERMISSIONS, 'Supervisor'],
  ['admin', ADMIN, ALL_PERMISSIONS, 'Admin'],
])(
  '%s sees exactly the menu its permissions allow and its first role name',
  async (_name, account, held, role) => {
    const { nav } = await renderAs(account);
    expect(renderedLinks(nav)).toEqual(linkLabels(visibleMenu(new Set(held))));
    expect(screen.getByTestId('sidebar-role')).toHaveTextContent(role);
  },
);

test('staff does not see restricted items; links point at their routes', async () => {
  const { nav } = await renderAs(STAFF);
  expect(within(nav).getByRole('link', { name: 'All Leads' })).toHaveAttribute(
    'href',
    '/leads-organization/leads-index',
  );
  expect(within(nav).queryByRole('link', { name: 'Leads Edit Requests' })).toBeNull();
  expect(within(nav).queryByRole('link', { name: 'Manage Role' })).toBeNull();
  expect(within(nav).queryByRole('button', { name: /Basic Settings/ })).toBeNull();
});

test('groups collapse and expand while their links stay in the document; links navigate', async () => {
  const { nav, router } = await renderAs(ADMIN);
  const group = within(nav).getByRole('button', { name: /Basic Settings/ });
  expect(group).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(group);
  expect(group).toHaveAttribute('aria-expanded', 'false');
  expect(nav.querySelector('a[href="/basic-settings/professions"]')).not.toBeNull();
  await userEvent.click(group);
  expect(group).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(within(nav).getByRole('link', { name: 'Key Account' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/key-account'));
  await waitFor(() => expect(document.title).toMatch(/^.+ \| CRMS$/));
});

test('the link of the current screen, and of screens below it, is marked active; modified clicks stay with the browser', async () => {
  const { nav, router } = await renderAs(ADMIN);
  const allLeads = within(nav).getByRole('link', { name: 'All Leads' });
  expect(allLeads).not.toHaveAttribute('aria-current');
  expect(allLeads).not.toHaveClass('active');

  await userEvent.click(allLeads);
  await waitFor(() => expect(allLeads).toHaveAttribute('aria-current', 'page'));
  expect(router.state.location.pathname).toBe('/leads-organization/leads-index');
  expect(allLeads).toHaveClass('active');
  expect(within(nav).getByRole('link', { name: 'Leads Dashboard' })).not.toHaveClass('active');
  expect(nav.querySelectorAll('a.active')).toHaveLength(1);

  // A query string or a path below the item keeps it active (NavLink without `end`).
  await act(() => router.navigate('/leads-organization/leads-index?page=2'));
  await waitFor(() => expect(screen.getByLabelText('Rows per page')).toBeInTheDocument());
  expect(router.state.location.search).toBe('?page=2');
  expect(allLeads).toHaveAttribute('aria-current', 'page');

  // Ctrl+click opens a new tab in a browser: the app neither navigates nor prevents the default
  // (which the test then prevents: jsdom cannot open the tab).
  const keyAccount = within(nav).getByRole('link', { name: 'Key Account' });
  let leftToBrowser: boolean | undefined;
  const lastListener = (e: MouseEvent) => {
    leftToBrowser = !e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', lastListener);
  const user = userEvent.setup();
  await user.keyboard('{Control>}');
  await user.click(keyAccount);
  await user.keyboard('{/Control}');
  window.removeEventListener('click', lastListener);
  expect(leftToBrowser).toBe(true);
  expect(router.state.location.pathname).toBe('/leads-organization/leads-index');
  expect(keyAccount).not.toHaveAttribute('aria-current');
});
