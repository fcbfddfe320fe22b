import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TemplatePreview } from '../../src/features/birthdays/TemplatePreview';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

jest.setTimeout(30_000);
const server = useTestServer();
beforeEach(() => localStorage.clear());

test('the template preview puts the overlay at the paddings and is never wider than 600', () => {
  render(<TemplatePreview imageUrl={null} paddingTop={40} paddingLeft="75" width={900} height={300} />);
  const overlay = screen.getByTestId('template-overlay');
  expect(overlay.style.top).toBe('40px');
  expect(overlay.style.left).toBe('75px');
  const box = screen.getByTestId('template-preview');
  expect(box.style.maxWidth).toBe('600px');
  expect(box.style.height).toBe('300px');
});

test('the settings page moves the overlay as the paddings are typed', async () => {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const view = renderApp('/birthday-wish/email-template-settings', server().baseUrl);
  const top = await screen.findByLabelText(/Padding Top/);
  await settle(view.store);
  expect(top).toHaveValue(100);
  await userEvent.clear(top);
  await userEvent.type(top, '55');
  expect(screen.getByTestId('template-overlay').style.top).toBe('55px');
  expect(screen.getByTestId('template-overlay').style.left).toBe('100px');
  await userEvent.clear(screen.getByLabelText(/Padding Left/));
  await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(await screen.findByText('The padding left field is required.')).toBeInTheDocument();
});

test('birthday list: add through the dialog (required fields first, then a server 422)', async () => {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const view = renderApp('/birthday-wish/birthday-list', server().baseUrl);
  await screen.findAllByRole('button', { name: /^Action for / });
  await settle(view.store);
  await userEvent.click(screen.getByRole('button', { name: 'Add Birthday' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Create Birthday Contact')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText('The person name field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The contact email field is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('The date of birth field is required.')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText(/Person Name/), 'Zara Test');
  await userEvent.type(within(dialog).getByLabelText(/Contact Email/), 'not-an-email');
  await userEvent.type(within(dialog).getByLabelText(/Date of Birth/), '1991-07-04');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  // The server's 422 comes back under the field; the dialog stays open.
  expect(
    await within(dialog).findByText('The contact email must be a valid email address.'),
  ).toBeInTheDocument();
  await userEvent.clear(within(dialog).getByLabelText(/Contact Email/));
  await userEvent.type(within(dialog).getByLabelText(/Contact Email/), 'zara@example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await settle(view.store);
  const list = await server().request('GET', '/birthday-wish-list?per_page=100', {
    token: localStorage.getItem('bearer_token') ?? '',
  });
  const created = (list.body.contents as { data: { id: number; PersonName: string }[] }).data.find(
    (r) => r.PersonName === 'Zara Test',
  );
  expect(created).toBeDefined();
});

// The import itself (file parsed in the browser, a bad row reported) runs in a real browser:
// tests/e2e/profile-birthdays.e2e.ts (jsdom's File cannot be read as an array buffer).
test('Import as Excel opens the shared import dialog titled Import Birthday List', async () => {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const view = renderApp('/birthday-wish/birthday-list', server().baseUrl);
  await screen.findAllByRole('button', { name: /^Action for / });
  await settle(view.store);
  await userEvent.click(screen.getByRole('button', { name: 'Import as Excel' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Import Birthday List')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/File/)).toHaveAttribute('accept', '.xlsx,.xls,.csv');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
