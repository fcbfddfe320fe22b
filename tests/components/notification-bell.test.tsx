import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignedText } from '../../src/features/notifications/notificationText';
import type { BellNotification } from '../../contract/notifications';
import { renderApp, settle, storeSession } from './support/renderApp';
import { SUPERVISOR, useTestServer } from './support/server';

// The header bell: a supervisor's pending requests with Approve / Reject,
// assigned-employee notifications going unread → read on click, Clear all (local only).

const server = useTestServer();
beforeEach(() => localStorage.clear());

const asked: Array<{ title?: string; text: string; confirmButtonText?: string }> = [];
jest.mock('../../src/lib/confirm', () => ({
  confirm: async (options: { title?: string; text: string; confirmButtonText?: string }) => {
    asked.push(options);
    return true;
  },
  // Approving also picks the grant's period: answered with the offered default (7 days).
  confirmWithChoice: async (
    options: { title?: string; text: string; confirmButtonText?: string } & { initial: string },
  ) => {
    asked.push(options);
    return options.initial;
  },
}));

type Row = { id: number; is_read: number; lead_id: number; status: string };

test('supervisor: approve from the bell, mark a notification read, Clear all stays local', async () => {
  const token = await server().login(SUPERVISOR.email, SUPERVISOR.password);
  storeSession(token);
  const onServer = async (path: string) =>
    (await server().request('GET', path, { token })).body.contents as Row[];
  const pendingBefore = await onServer('/all-leads-edit-requests');
  const assignedBefore = await onServer('/assigned-employee-notifications');
  const unread = assignedBefore.find((n) => n.is_read === 0)!;
  expect(pendingBefore.length).toBeGreaterThan(0);
  expect(unread).toBeDefined();

  const user = userEvent.setup();
  const view = renderApp('/leads-organization/leads-index', server().baseUrl);
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  const unreadCount = assignedBefore.filter((n) => n.is_read === 0).length;
  await waitFor(() => expect(bell).toHaveTextContent(String(pendingBefore.length + unreadCount)));
  await user.click(bell);
  const menu = () => document.querySelector('.notification-menu') as HTMLElement;

  // Approve the newest pending request from the bell.
  const request = pendingBefore[0];
  const entry = await waitFor(() => {
    const found = [...menu().querySelectorAll(':scope > div')].find((el) =>
      el.textContent?.includes(`lead #${request.lead_id}`),
    );
    expect(found).toBeDefined();
    return found as HTMLElement;
  });
  await user.click(within(entry).getByRole('button', { name: 'Approve' }));
  await waitFor(() =>
    expect(asked.at(-1)).toEqual({
      title: 'Are you sure?',
      text: 'Do you want to give the edit request to this employee?',
      confirmButtonText: 'Yes, Approve it!',
      // Approving also asks how long the grant lasts (default 7 days).
      choiceLabel: 'Access lasts',
      choices: {
        '1': '1 day',
        '3': '3 days',
        '7': '7 days',
        '14': '14 days',
        '30': '30 days',
        '90': '90 days',
      },
      initial: '7',
    }),
  );
  expect(await screen.findByText('Request approved successfully.')).toBeInTheDocument();
  await waitFor(async () =>
    expect((await onServer('/all-leads-edit-requests')).map((r) => r.id)).not.toContain(request.id),
  );
  await settle(view.store);
  if (!menu().classList.contains('show')) await user.click(bell);
  await waitFor(() =>
    expect(within(menu()).getAllByRole('button', { name: 'Approve' })).toHaveLength(pendingBefore.length - 1),
  );

  // An unread notification is bold; clicking it marks it read on the server and in the menu.
  const text = assignedText(unread as unknown as BellNotification);
  const item = () => within(menu()).getAllByRole('button', { name: text })[0];
  expect(item()).toHaveClass('fw-semibold');
  await user.click(item());
  await waitFor(async () =>
    expect(
      (await onServer('/assigned-employee-notifications')).find((n) => n.id === unread.id)?.is_read,
    ).toBe(1),
  );
  await settle(view.store);
  if (!menu().classList.contains('show')) await user.click(bell);
  await waitFor(() => expect(item()).toHaveClass('text-body-secondary'));

  // Clear all empties the list here only: the server keeps every notification.
  await user.click(within(menu()).getByRole('button', { name: 'Clear all' }));
  if (!menu().classList.contains('show')) await user.click(bell);
  await waitFor(() => expect(menu().querySelectorAll('button.dropdown-item')).toHaveLength(0));
  expect(await onServer('/assigned-employee-notifications')).toHaveLength(assignedBefore.length);
  // The pending requests are not notifications of this list: they stay.
  expect(within(menu()).getAllByRole('button', { name: 'Approve' })).toHaveLength(pendingBefore.length - 1);
  await settle(view.store);
}, 30_000);
