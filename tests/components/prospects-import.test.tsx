import * as XLSX from '@e965/xlsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, useTestServer } from './support/server';

// The shared import dialog on the prospects screen, against the real server: preview, mapping,
// empty file, upload with the spec's toasts, and the list refreshed afterwards.

process.env.CORS_ORIGINS = 'http://localhost';
jest.setTimeout(60_000);
const server = useTestServer();
beforeEach(() => localStorage.clear());

function sheet(name: string, rows: unknown[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'S');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

async function openDialog() {
  const user = userEvent.setup();
  storeSession(await server().login(STAFF.email, STAFF.password));
  const app = renderApp('/prospects', server().baseUrl);
  await screen.findByRole('heading', { name: 'Manage Prospects' });
  await user.click(screen.getByRole('button', { name: 'Import/Export' }));
  await user.click(await screen.findByRole('button', { name: 'Import as Excel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Prospects' });
  return { user, dialog, ...app };
}

test('an empty file says so and sends nothing', async () => {
  const { user, dialog, store } = await openDialog();
  await user.upload(
    within(dialog).getByLabelText(/File/),
    sheet('empty.xlsx', [['Organization Name', 'Phone']]),
  );
  expect(await within(dialog).findByText('No data found in the uploaded file.')).toBeInTheDocument();
  expect(within(dialog).getByTestId('import-file-name')).toHaveTextContent('empty.xlsx');
  expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  await settle(store);
});

test('preview, map an unrecognised column, upload: toasts, dialog closes, list refreshed', async () => {
  const { user, dialog, store } = await openDialog();
  const rows = [
    ['Organization Name', 'Tel', 'Concern Person Name', 'Concern Person Phone', 'Concern Person Email'],
    ['Dialog Import Ltd', '+8801712345000', 'Dialog Person', '+8801812345000', 'dialog@example.com'],
    ['Dialog Broken Ltd', '+8801712345001', '', '+8801812345001', 'broken@example.com'],
  ];
  await user.upload(within(dialog).getByLabelText(/File/), sheet('prospects.xlsx', rows));
  // 'Tel' matches no field: Phone (required) is unmapped, so Upload waits.
  const phone = await within(dialog).findByLabelText('Phone *');
  expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  await user.selectOptions(phone, 'Tel');
  const previewRows = within(dialog).getAllByTestId('import-preview-row');
  expect(previewRows).toHaveLength(2);
  expect(previewRows[1]).toHaveTextContent('Will fail: Concern Person Name is required.');
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Row 3, person name: The name field is required.')).toBeInTheDocument();
  expect(
    await screen.findByText(/Imported prospects: 1 created, 0 updated, 0 skipped, 1 rejected\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download rejected rows' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Prospects' })).toBeNull());
  expect(await screen.findByText('Dialog Import Ltd')).toBeInTheDocument();
  await settle(store);
});
