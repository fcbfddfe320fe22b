import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

const server = useTestServer();
beforeEach(() => localStorage.clear());

interface Doc {
  id: number;
  file_name: string;
  category: { name: string } | null;
  files: { original_name: string }[];
}

async function open() {
  const token = await server().login(ADMIN.email, ADMIN.password);
  storeSession(token);
  const docs = (await server().request('GET', '/document-manage', { token })).body.contents as Doc[];
  const view = renderApp('/manage-documents', server().baseUrl);
  await screen.findByText(docs[0].file_name);
  return { view, docs };
}

describe('/manage-documents', () => {
  it('lists the documents with name, category, exhibition and the four actions', async () => {
    const { view, docs } = await open();
    const row = screen.getByText(docs[0].file_name).closest('tr')!;
    expect(within(row).getByText(docs[0].category!.name)).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download', 'Show', 'Edit', 'Delete']);
    expect(screen.getAllByRole('row')).toHaveLength(docs.length + 1);
    await settle(view.store);
    view.unmount();
  }, 30_000);

  it('searches by file name', async () => {
    const { view, docs } = await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search by file name'), 'zzz-nothing');
    expect(await screen.findByText('No documents found.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Search by file name'));
    expect(await screen.findByText(docs[1].file_name)).toBeTruthy();
    await settle(view.store);
    view.unmount();
  }, 30_000);

  it('Add Document requires file name, category and exhibition', async () => {
    const { view } = await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add Document')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await settle(view.store);
    view.unmount();
  }, 30_000);

  it('Edit lists the stored files with Keep checkboxes and no remove button; Show lists them with Download', async () => {
    const { view, docs } = await open();
    const user = userEvent.setup();
    const doc = docs[0];
    await user.click(screen.getByRole('button', { name: `Edit ${doc.file_name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue(doc.file_name)).toBeTruthy();
    const keep = within(dialog).getByRole('checkbox', { name: `Keep ${doc.files[0].original_name}` });
    expect((keep as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /^Remove / })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: `Show ${doc.file_name}` }));
    const shown = await screen.findByRole('dialog');
    expect(within(shown).getByText(doc.files[0].original_name)).toBeTruthy();
    expect(within(shown).getAllByText('Download').length).toBe(doc.files.length);
    await settle(view.store);
    view.unmount();
  }, 30_000);
});
