import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SignInScreen } from '../../src/app/signIn';
import { ADMIN, useTestServer } from './support/server';

/**
 * The first-load sign-in page (src/app/signIn.tsx): the markup the build prerenders into index.html
 * hydrates without a mismatch, and the form behaves as the routed sign-in page (signIn.test.tsx),
 * with a plain fetch instead of the store's mutation.
 */
const server = useTestServer();
let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  localStorage.clear();
  container = document.createElement('div');
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

function hydrate(leave: jest.Mock) {
  container.innerHTML = renderToString(<SignInScreen />);
  const recoverable = jest.fn();
  act(() => {
    root = hydrateRoot(container, <SignInScreen leave={leave} apiUrl={server().baseUrl} />, {
      onRecoverableError: recoverable,
    });
  });
  return recoverable;
}

test('the prerendered markup hydrates without a mismatch; links leave for the app', async () => {
  const leave = jest.fn(async () => undefined);
  const recoverable = hydrate(leave);
  expect(recoverable).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  const forgot = screen.getByRole('link', { name: 'Forgot Password' });
  expect(forgot).toHaveAttribute('href', '/forgot-password');
  await userEvent.click(forgot);
  expect(leave).toHaveBeenCalledWith('/forgot-password');
});

test('the hand rules and a 400 from the server show their messages under the fields', async () => {
  const leave = jest.fn(async () => undefined);
  hydrate(leave);
  await userEvent.click(screen.getByRole('button', { name: /login/i }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  const expected = await server().request('POST', '/login', {
    body: { email: ADMIN.email, password: 'wrong-password' },
  });
  await userEvent.type(screen.getByLabelText('Email'), ADMIN.email);
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: /login/i }));
  await waitFor(() =>
    expect(document.getElementById('field-email-error')).toHaveTextContent(expected.body.message),
  );
  expect(leave).not.toHaveBeenCalled();
});

test('a login hands the answer to the app and goes to /dashboard', async () => {
  const leave = jest.fn(async () => undefined);
  hydrate(leave);
  await userEvent.type(screen.getByLabelText('Email'), ADMIN.email);
  await userEvent.type(screen.getByLabelText('Password'), ADMIN.password);
  await userEvent.click(screen.getByRole('button', { name: /login/i }));
  await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  const [to, result] = leave.mock.calls[0] as unknown as [string, { token: string; user: { email: string } }];
  expect(to).toBe('/dashboard');
  expect(result.token).toMatch(/\S+/);
  expect(result.user.email).toBe(ADMIN.email);
});
