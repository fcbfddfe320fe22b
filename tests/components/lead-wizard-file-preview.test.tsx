import { render as renderBare, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../src/app/store';
import { FilePreview, filePreviewKind } from '../../src/components/FilePreview';
import { fileNameOfDisposition } from '../../src/lib/download';

/** The file preview widget used by the wizard's visiting cards. */
const API = 'http://api.test';
const realFetch = global.fetch;
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;

/** Rendered in a store that talks to API with the signed-in token (the widget reads both from it). */
const render = (ui: ReactElement) =>
  renderBare(<Provider store={createAppStore({ apiUrl: API })}>{ui}</Provider>);

function answer(body: string, disposition: string | null) {
  return {
    ok: true,
    blob: async () => new Blob([body]),
    headers: { get: (h: string) => (h.toLowerCase() === 'content-disposition' ? disposition : null) },
  };
}

beforeEach(() => {
  localStorage.setItem('bearer_token', 'secret-token');
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  global.fetch = realFetch;
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  localStorage.clear();
  jest.restoreAllMocks();
});

test.each([
  ['a.jpg', 'image'],
  ['a.JPEG', 'image'],
  ['a.png', 'image'],
  ['a.gif', 'image'],
  ['a.bmp', 'image'],
  ['a.svg', 'image'],
  ['a.pdf', 'pdf'],
  ['a.doc', 'word'],
  ['a.docx', 'word'],
  ['a.xls', 'excel'],
  ['a.xlsx', 'excel'],
  ['a.zip', 'other'],
  ['noextension', 'other'],
])('%s is shown as %s', (name, kind) => {
  expect(filePreviewKind(name)).toBe(kind);
});

test.each([
  ['card.pdf', 'PDF file'],
  ['notes.docx', 'Word document'],
  ['sheet.xlsx', 'Excel spreadsheet'],
  ['archive.zip', 'File'],
])('a stored %s shows its fixed icon, its name and a Download link', (name, icon) => {
  global.fetch = jest.fn() as never;
  render(<FilePreview storedName={name} />);
  expect(screen.getByRole('img', { name: icon })).toBeInTheDocument();
  expect(screen.getByText(name)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download' })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Preview' })).toBeNull();
  expect(global.fetch).not.toHaveBeenCalled(); // only images are fetched for a thumbnail
});

test('a stored image is fetched with the bearer token into a thumbnail', async () => {
  const fetchMock = jest.fn(async () => answer('png', null));
  global.fetch = fetchMock as never;
  render(<FilePreview storedName="0123abcd.png" />);
  const img = await screen.findByRole('img', { name: 'Preview' });
  expect(img).toHaveAttribute('src', 'blob:preview');
  expect(fetchMock).toHaveBeenCalledWith(
    `${API}/uploads/0123abcd.png`,
    expect.objectContaining({
      headers: { Authorization: 'Bearer secret-token' },
    }),
  );
});

test('Download fetches the file with the token and saves it under its original name', async () => {
  const user = userEvent.setup();
  const fetchMock = jest.fn(async () => answer('%PDF-1.4', 'attachment; filename="Visiting card.pdf"'));
  global.fetch = fetchMock as never;
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} <- ${this.href}`);
  });
  render(<FilePreview storedName="0123abcd.pdf" />);
  await user.click(screen.getByRole('link', { name: 'Download' }));
  await waitFor(() => expect(saved).toEqual(['Visiting card.pdf <- blob:preview']));
  expect(fetchMock).toHaveBeenCalledWith(
    `${API}/uploads/0123abcd.pdf`,
    expect.objectContaining({
      headers: { Authorization: 'Bearer secret-token' },
    }),
  );
});

test('without a name from the server, the download keeps the shown name', async () => {
  const user = userEvent.setup();
  global.fetch = jest.fn(async () => answer('x', null)) as never;
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  render(<FilePreview storedName="0123abcd.pdf" label="my-card.pdf" />);
  expect(screen.getByText('my-card.pdf')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Download' }));
  await waitFor(() => expect(saved).toEqual(['my-card.pdf']));
});

test('Content-Disposition names are read in both forms', () => {
  expect(fileNameOfDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
  expect(fileNameOfDisposition("attachment; filename*=UTF-8''caf%C3%A9.pdf")).toBe('café.pdf');
  expect(fileNameOfDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
  expect(fileNameOfDisposition(null)).toBeNull();
});
