import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '../../src/session/api';
import { renderApp, settle } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

const server = useTestServer();

beforeEach(() => localStorage.clear());

function fieldFeedback(id: string): HTMLElement | null {
  return document.getElementById(`field-${id}-error`);
}

async function openSignIn() {
  const view = renderApp('/', server().baseUrl);
  await screen.findByRole('button', { name: /login/i });
  return view;
}

test('renders the sign-in screen with its controls and title', async () => {
  await openSignIn();
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('Remember Me')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
  await waitFor(() => expect(document.title).toBe('Sign In | CRMS'));
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
});

test('shows the required messages on an empty submit', async () => {
  await openSignIn();
  await userEvent.click(screen.getByRole('button', { name: /login/i }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
});

test('shows the invalid email and short password messages', async () => {
  await openSignIn();
  await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
  await userEvent.type(screen.getByLabelText('Password'), '12345');
  await userEvent.click(screen.getByRole('button', { name: /login/i }));
  expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
});

test('a 400 from the server shows its message under the email field', async () => {
  const expected = await server().request('POST', '/login', {
    body: { email: ADMIN.email, password: 'wrong-password' },
  });
  expect(expected.status).toBe(400);
  await openSignIn();
  await userEvent.type(screen.getByLabelText('Email'), ADMIN.email);
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: /login/i }));
  await waitFor(() => expect(fieldFeedback('email')).toHaveTextContent(expected.body.message));
  expect(fieldFeedback('password')).toBeNull();
  expect(localStorage.getItem('bearer_token')).toBeNull();
});

test('a 422 from the server shows errors.email and errors.password under their fields', async () => {
  // Both pass the client rules but not the server's: no dot in the domain, a blank password.
  await openSignIn();
  await userEvent.type(screen.getByLabelText('Email'), 'admin@crms');
  await userEvent.type(screen.getByLabelText('Password'), '      ');
  await userEvent.click(screen.getByRole('button', { name: /login/i }));
  await waitFor(() => expect(fieldFeedback('email')).toHaveTextContent('Email is invalid'));
  expect(fieldFeedback('password')).toHaveTextContent('Password is required');
});

test('disables the button with a spinner while submitting, then stores the session and goes to /dashboard', async () => {
  const { router, store } = await openSignIn();
  await userEvent.type(screen.getByLabelText('Email'), ADMIN.email);
  await userEvent.type(screen.getByLabelText('Password'), ADMIN.password);
  const button = screen.getByRole('button', { name: /login/i });
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(within(button).getByRole('status')).toBeInTheDocument();

  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/leads-dashboard'));
  expect(localStorage.getItem('bearer_token')).toMatch(/\S+/);
  const expiry = localStorage.getItem('token_expiration');
  expect(expiry).not.toBeNull();
  expect(Date.parse(expiry as string)).toBeGreaterThan(Date.now());
  expect(await screen.findByText(/Welcome, /)).toBeInTheDocument();
  // The dashboard, bell and sidebar still load: let them finish before the test's own server calls.
  await settle(store);
  // After login the supervisor notifications are fetched into the query cache (the seed has pending requests).
  const pending = await server().request('GET', '/all-leads-edit-requests', {
    token: localStorage.getItem('bearer_token')!,
  });
  const requests = (pending.body as { contents: unknown[] }).contents;
  expect(requests.length).toBeGreaterThan(0);
  await waitFor(() =>
    expect(authApi.endpoints.allLeadsEditRequests.select()(store.getState()).data).toHaveLength(
      requests.length,
    ),
  );
  // The session token works against the server.
  const me = await server().request('GET', '/get-role-permissions', {
    token: localStorage.getItem('bearer_token')!,
  });
  expect(me.status).toBe(200);
});

test('a 429 after repeated failures shows its message under the email field', async () => {
  const email = 'staff@crms.test';
  for (let i = 0; i < 5; i += 1)
    await server().request('POST', '/login', { body: { email, password: 'wrong-password' } });
  const blocked = await server().request('POST', '/login', { body: { email, password: 'wrong-password' } });
  expect(blocked.status).toBe(429);
  await openSignIn();
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Staff#123');
  await userEvent.click(screen.getByRole('button', { name: /login/i }));
  await waitFor(() => expect(fieldFeedback('email')).toHaveTextContent(blocked.body.message));
  expect(localStorage.getItem('bearer_token')).toBeNull();
});
