import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

const server = useTestServer();
beforeEach(() => localStorage.clear());

describe('Ctrl+K search', () => {
  it('opens with Ctrl+K, lists hits from the server, moves with the arrows and opens with Enter', async () => {
    const token = await server().login(ADMIN.email, ADMIN.password);
    storeSession(token);
    const docs = (await server().request('GET', '/document-manage', { token })).body.contents as {
      file_name: string;
    }[];
    const name = docs[0].file_name;
    const view = renderApp(
      '/dashboard/leads-dashboard?start_date=1990-01-01&end_date=1990-01-02',
      server().baseUrl,
    );
    await screen.findByRole('button', { name: 'Search' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const box = await screen.findByRole('searchbox', { name: 'Search everything' });
    const user = userEvent.setup();
    await user.type(box, name);
    const list = screen.getByRole('listbox', { name: 'Results' });
    await waitFor(() => expect(within(list).getByText(name)).toBeTruthy());
    const options = within(list).getAllByRole('option');
    const target = options.findIndex((o) => o.textContent?.includes(name));
    for (let i = 0; i < target; i++) await user.keyboard('{ArrowDown}');
    expect(options[target].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/manage-documents'));
    expect(view.router.state.location.search).toContain('search=');
    expect(await screen.findByDisplayValue(name)).toBeTruthy();
    await settle(view.store);
    view.unmount();
  }, 30_000);
});
