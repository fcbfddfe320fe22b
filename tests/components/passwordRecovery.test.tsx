import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/renderApp';
import { SUPERVISOR, useTestServer } from './support/server';

const server = useTestServer();

beforeEach(() => localStorage.clear());

const feedback = (field: string) => document.getElementById(`field-${field}-error`);

/**
 * The newest "mailed" reset code for `email` (the server drops mails into DATA_DIR/outbox, just
 * after it has answered, so this waits for it).
 */
async function latestCode(email: string): Promise<string> {
  const dir = path.join(server().dataDir, 'outbox');
  const mails = () =>
    (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      .sort()
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
      .filter((mail) => mail.to === email);
  await waitFor(() => expect(mails().length).toBeGreaterThan(0));
  return String(mails().pop().code);
}

describe('Forgot Password', () => {
  test('shows the server error under the email field', async () => {
    renderApp('/forgot-password', server().baseUrl);
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(feedback('email')).toHaveTextContent('The email must be a valid email address.'),
    );
    expect(localStorage.getItem('resetEmail')).toBeNull();
  });

  test('shows Submitting... while busy, then stores the email and goes to /reset-password', async () => {
    const { router } = renderApp('/forgot-password', server().baseUrl);
    await userEvent.type(await screen.findByLabelText('Email'), SUPERVISOR.email);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(localStorage.getItem('resetEmail')).toBe(SUPERVISOR.email);
    expect(await screen.findByLabelText('Email')).toHaveValue(SUPERVISOR.email);
  });

  test('a user held back by the request limit sees why under the email field', async () => {
    // Three requests for one address in 15 minutes are allowed; the fourth answers 429.
    for (let i = 0; i < 3; i++)
      await fetch(`${server().baseUrl}/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'held.back@crms.test' }),
      });
    renderApp('/forgot-password', server().baseUrl);
    await userEvent.type(await screen.findByLabelText('Email'), 'held.back@crms.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(feedback('email')).toHaveTextContent(
        /Too many password reset requests\. Please try again in \d+ minute\(s\)\./,
      ),
    );
    expect(localStorage.getItem('resetEmail')).toBeNull();
  });

  test('the busy label', async () => {
    renderApp('/forgot-password', server().baseUrl);
    await userEvent.type(await screen.findByLabelText('Email'), SUPERVISOR.email);
    const button = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await screen.findByRole('button', { name: 'Change Password' });
  });
});

describe('Reset Password', () => {
  test('shows the server errors under otp, password and confirmation', async () => {
    localStorage.setItem('resetEmail', SUPERVISOR.email);
    renderApp('/reset-password', server().baseUrl);
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(feedback('otp')).toHaveTextContent('The otp field is required.'));
    expect(feedback('password')).toHaveTextContent('The password field is required.');
    expect(feedback('password_confirmation')).toHaveTextContent(
      'The password confirmation field is required.',
    );
  });

  test('shows the email error when no email was stored', async () => {
    renderApp('/reset-password', server().baseUrl);
    await userEvent.type(await screen.findByLabelText('One Time Password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(feedback('email')).toHaveTextContent('The email field is required.'));
    // Opened without Forgot Password (another tab or browser): the user can type the address.
    const email = screen.getByLabelText('Email');
    expect(email).not.toHaveAttribute('readonly');
    await userEvent.type(email, 'someone@crms.test');
    expect(email).toHaveValue('someone@crms.test');
  });

  test('keeps the address Forgot Password stored read-only', async () => {
    localStorage.setItem('resetEmail', SUPERVISOR.email);
    renderApp('/reset-password', server().baseUrl);
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue(SUPERVISOR.email);
    expect(email).toHaveAttribute('readonly');
  });

  test('a wrong code shows under otp; the right code resets and goes to /', async () => {
    await server().request('POST', '/forgot-password', { body: { email: SUPERVISOR.email } });
    localStorage.setItem('resetEmail', SUPERVISOR.email);
    const { router } = renderApp('/reset-password', server().baseUrl);
    const otp = await screen.findByLabelText('One Time Password');
    await userEvent.type(otp, '000000');
    await userEvent.type(screen.getByLabelText('Password'), 'NewPass#1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewPass#1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(feedback('otp')).toHaveTextContent('The code is invalid or has expired.'));

    await userEvent.clear(otp);
    await userEvent.type(otp, await latestCode(SUPERVISOR.email));
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('button', { name: /login/i });
    expect(localStorage.getItem('resetEmail')).toBeNull();
    expect(await server().login(SUPERVISOR.email, 'NewPass#1')).toMatch(/\S+/);
  });
});
