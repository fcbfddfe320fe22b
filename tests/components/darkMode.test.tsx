import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

const server = useTestServer();

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-bs-theme');
});

test('the toggle stores darkMode, applies the Bootstrap dark theme and survives a reload', async () => {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const first = renderApp('/dashboard', server().baseUrl);
  const darkToggle = await screen.findByRole('button', { name: 'Switch to dark mode' });
  await settle(first.store);
  await userEvent.click(darkToggle);
  expect(localStorage.getItem('darkMode')).toBe('true');
  expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
  first.unmount();

  const second = renderApp('/dashboard', server().baseUrl);
  const toggle = await screen.findByRole('button', { name: 'Switch to light mode' });
  await settle(second.store);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(toggle);
  expect(localStorage.getItem('darkMode')).toBe('false');
  await waitFor(() => expect(document.documentElement).not.toHaveAttribute('data-bs-theme'));
});
