import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/renderApp';

// The register screen is a local-only mock: it makes no call, so no server is needed.
const NO_SERVER = 'http://127.0.0.1:9/api';

beforeEach(() => localStorage.clear());

async function openRegister() {
  const view = renderApp('/register', NO_SERVER);
  await screen.findByRole('button', { name: 'Register' });
  return view;
}

async function fill(values: { email?: string; password?: string; confirm?: string }) {
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), values.confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

test('shows the required messages', async () => {
  await openRegister();
  await fill({});
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
});

test('shows invalid email, short password and mismatch messages', async () => {
  await openRegister();
  await fill({ email: 'nope', password: '123', confirm: '1234567' });
  expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Password not matching')).toBeInTheDocument();
});

test('registers locally, keeps only the email, then refuses the same email again', async () => {
  const { router } = await openRegister();
  await userEvent.type(screen.getByLabelText('Name'), 'New Person');
  await fill({ email: 'new.person@example.com', password: 'secret123', confirm: 'secret123' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));

  const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
  expect(JSON.parse(localStorage.getItem('registeredEmails') ?? '[]')).toEqual(['new.person@example.com']);
  expect(stored.join('\n')).not.toContain('secret123');

  await act(() => router.navigate('/register'));
  await screen.findByRole('button', { name: 'Register' });
  await fill({ email: 'New.Person@example.com', password: 'other123', confirm: 'other123' });
  expect(await screen.findByText('This email are already exist')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/register');
});
