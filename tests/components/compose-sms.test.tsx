import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countSms } from '../../src/features/sms/smsCounter';
import { parseContacts } from '../../src/features/sms/contacts';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

jest.setTimeout(30_000);
const server = useTestServer();
beforeEach(() => localStorage.clear());

test.each([
  ['a'.repeat(160), 'text', 1, 0],
  ['a'.repeat(161), 'text', 2, 145],
  ['a'.repeat(306), 'text', 2, 0],
  ['€'.repeat(80), 'text', 1, 0],
  ['€'.repeat(81), 'text', 2, 144],
  ['অ'.repeat(70), 'unicode', 1, 0],
  ['অ'.repeat(71), 'unicode', 2, 63],
  ['', 'text', 0, 160],
] as const)('counter: %#', (message, coding, segments, remaining) => {
  expect(countSms(message, coding)).toMatchObject({ segments, remaining });
});

test('contacts get 880 and lose repeats, with the count', () => {
  expect(parseContacts('01711000000, +880 1711-000000\n1711000000;01811 222 333', true, true)).toEqual({
    numbers: ['8801711000000', '8801811222333'],
    duplicatesRemoved: 2,
    invalid: [],
  });
  expect(parseContacts('01711000000, 01711000000, abc', false, false)).toEqual({
    numbers: ['01711000000', '01711000000'],
    duplicatesRemoved: 0,
    invalid: ['abc'],
  });
});

test('the page counts as you type, warns about GSM-7, and keeps drafts to reopen', async () => {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const view = renderApp('/sms/compose-sms', server().baseUrl);
  const message = await screen.findByLabelText('Message');
  await settle(view.store);
  fireEvent.change(message, { target: { value: 'x'.repeat(161) } });
  expect(screen.getByTestId('sms-counter')).toHaveTextContent('161 characters · 2 SMS · 145 left');
  fireEvent.change(message, { target: { value: 'Shubho jonmodin অ' } });
  expect(screen.getByText(/Not in GSM 7-bit: অ/)).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Data Coding'), 'unicode');
  expect(screen.getByTestId('sms-counter')).toHaveTextContent('17 Unicode characters · 1 SMS · 53 left');

  fireEvent.change(screen.getByLabelText('Contacts'), {
    target: { value: '01711000000, 8801711000000, 01811000000' },
  });
  expect(screen.getByTestId('contacts-summary')).toHaveTextContent('2 contacts · 1 duplicate removed');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('The campaign name field is required.')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText(/Campaign Name/), 'Eid wishes');
  await userEvent.click(screen.getByRole('button', { name: 'Save As Draft' }));
  const drafts = screen.getByRole('list', { name: 'Drafts' });
  expect(within(drafts).getByText('Eid wishes')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('smsDrafts') ?? '[]')).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'New message' }));
  expect(screen.getByLabelText(/Campaign Name/)).toHaveValue('');
  await userEvent.click(screen.getByRole('button', { name: 'Open draft Eid wishes' }));
  expect(screen.getByLabelText(/Campaign Name/)).toHaveValue('Eid wishes');
  expect(screen.getByLabelText('Data Coding')).toHaveValue('unicode');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(/SMS to 2 contact\(s\) logged locally/)).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('smsSentLog') ?? '[]')[0].numbers).toEqual([
    '8801711000000',
    '8801811000000',
  ]);
  expect(JSON.parse(localStorage.getItem('smsDrafts') ?? '[]')).toHaveLength(0);
});

test('the GSM 7-bit message error goes away once Unicode is chosen', async () => {
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const view = renderApp('/sms/compose-sms', server().baseUrl);
  const message = await screen.findByLabelText('Message');
  await settle(view.store);
  const gsm = 'The message has characters GSM 7-bit cannot send: choose Unicode data coding.';
  fireEvent.change(message, { target: { value: 'Shubho jonmodin অ' } });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(gsm)).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Data Coding'), 'unicode');
  await userEvent.click(screen.getByRole('button', { name: 'Save As Draft' }));
  expect(screen.queryByText(gsm)).toBeNull();
});
