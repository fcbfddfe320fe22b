import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';
import { PRIMARY_COLOURS } from '../../src/lib/theme';

const server = useTestServer();

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-bs-theme');
  document.documentElement.removeAttribute('data-crms-primary');
  document.documentElement.classList.remove('crms-compact-sidebar');
});
jest.setTimeout(30_000);

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

// The theme customizer (src/lib/theme.ts) extends the same stored theme.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

test('every primary colour offered keeps white button text at WCAG AA contrast', () => {
  for (const { value } of PRIMARY_COLOURS)
    expect(1.05 / (luminance(value) + 0.05)).toBeGreaterThanOrEqual(4.5);
});

test('the customizer applies mode, primary colour and compact sidebar, and they survive a reload', async () => {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const first = renderApp('/dashboard', server().baseUrl);
  await userEvent.click(await screen.findByRole('button', { name: 'Theme customizer' }));
  await settle(first.store);
  await userEvent.click(screen.getByRole('radio', { name: 'Purple' }));
  await userEvent.click(screen.getByRole('switch', { name: 'Compact sidebar' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
  const root = document.documentElement;
  expect(root).toHaveAttribute('data-bs-theme', 'dark');
  expect(root).toHaveAttribute('data-crms-primary', '#6f42c1');
  expect(root.style.getPropertyValue('--crms-primary')).toBe('#6f42c1');
  expect(root).toHaveClass('crms-compact-sidebar');
  // The dark mode toggle and the customizer are one setting.
  expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  first.unmount();
  root.removeAttribute('data-bs-theme');
  root.removeAttribute('data-crms-primary');
  root.classList.remove('crms-compact-sidebar');

  const second = renderApp('/dashboard', server().baseUrl);
  await screen.findByRole('button', { name: 'Switch to light mode' });
  await settle(second.store);
  expect(root).toHaveAttribute('data-bs-theme', 'dark');
  expect(root).toHaveAttribute('data-crms-primary', '#6f42c1');
  expect(root).toHaveClass('crms-compact-sidebar');
  await userEvent.click(screen.getByRole('button', { name: 'Theme customizer' }));
  await userEvent.click(screen.getByRole('radio', { name: 'System' }));
  // jsdom has no colour-scheme preference: system means light here.
  await waitFor(() => expect(root).not.toHaveAttribute('data-bs-theme'));
  expect(JSON.parse(localStorage.getItem('themeSettings') ?? '{}')).toMatchObject({ mode: 'system' });
  await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
  expect(root).not.toHaveAttribute('data-crms-primary');
  expect(root).not.toHaveClass('crms-compact-sidebar');
});
