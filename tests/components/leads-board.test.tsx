import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, STAFF, useTestServer } from './support/server';

// The pipeline board against the real server, as staff (no Leads Details): columns in stage order
// with the server's counts, the Move menu changes a stage, and a refused move puts the card back
// with the server's reason.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
const server = useTestServer();
const ALL = 'start_date=1970-01-01&end_date=2999-12-31';

beforeAll(() => {
  // jsdom lays nothing out: give the columns' scroll areas a height so the virtualiser shows cards.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 272 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});
beforeEach(() => localStorage.clear());

const column = (stage: string) => document.querySelector(`section[data-stage="${stage}"]`) as HTMLElement;

async function openBoard(token: string) {
  storeSession(token);
  const res = await server().request(
    'GET',
    `/leads-board?${ALL}&utc_offset=${-new Date().getTimezoneOffset()}`,
    {
      token,
    },
  );
  const columns = (res.body.contents as { columns: AnyRow[] }).columns;
  const view = renderApp(`/leads-organization/board?${ALL}`, server().baseUrl);
  await screen.findByRole('heading', { name: 'Pipeline Board' });
  await waitFor(() => expect(document.querySelectorAll('section[data-stage]')).toHaveLength(columns.length));
  return { view, columns };
}

async function moveWithMenu(name: string, stageLabel: string) {
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('button', { name: `Move ${name} to stage` })[0]);
  // Every card's menu is rendered (hidden by Bootstrap's CSS, which jsdom lacks): the open one.
  await waitFor(() => expect(document.querySelector('.dropdown-menu.show')).not.toBeNull());
  const menu = document.querySelector<HTMLElement>('.dropdown-menu.show')!;
  await user.click(within(menu).getByRole('button', { name: stageLabel }));
}

describe('the pipeline board', () => {
  it('shows the columns in stage order with the server’s counts', async () => {
    const { view, columns } = await openBoard(await server().login(STAFF.email, STAFF.password));
    const headings = [...document.querySelectorAll('section[data-stage] h2')].map((h) => h.textContent);
    expect(headings).toEqual(
      columns.map(
        (c) =>
          `${c.lead_stage
            .split('_')
            .map((w: string) => w[0].toUpperCase() + w.slice(1))
            .join(' ')}Leads: ${c.total.toLocaleString()}`,
      ),
    );
    const first = columns.find((c) => c.data.length)!;
    expect(
      await within(column(first.lead_stage)).findByRole('article', {
        name: first.data[0].organization_name,
      }),
    ).toBeTruthy();
    await settle(view.store);
    view.unmount();
  }, 30_000);

  it('a column loads its next cards with Load more', async () => {
    const { view, columns } = await openBoard(await server().login(STAFF.email, STAFF.password));
    const big = columns.find((c) => c.has_more)!;
    const col = column(big.lead_stage);
    expect(within(col).getByText(`${big.data.length} of ${big.total}`)).toBeTruthy();
    const user = userEvent.setup();
    while (within(col).queryByRole('button', { name: /^Load more/ })) {
      await user.click(within(col).getByRole('button', { name: /^Load more/ }));
      await waitFor(() => expect(within(col).queryByLabelText('Loading')).toBeNull());
    }
    expect(await within(col).findByText(`${big.total} of ${big.total}`)).toBeTruthy();
    await settle(view.store);
    view.unmount();
  }, 30_000);

  it('the Move menu changes the stage on the server', async () => {
    const token = await server().login(STAFF.email, STAFF.password);
    const { view, columns } = await openBoard(token);
    const from = columns.find((c) => c.lead_stage === 'new')!;
    const card = from.data.find((r: AnyRow) => !r.restricted);
    const name = card.organization_name;
    await within(column('new')).findByRole('article', { name });
    await moveWithMenu(name, 'Won');
    const moved = await within(column('won')).findByRole('article', { name });
    expect(within(column('new')).queryByRole('article', { name })).toBeNull();
    // The keyboard stays on the moved card.
    await waitFor(() =>
      expect(within(moved).getByRole('button', { name: `Move ${name} to stage` })).toHaveFocus(),
    );
    await waitFor(async () => {
      const lead = await server().request('GET', `/leads/${card.id}`, { token });
      expect((lead.body.contents as AnyRow).lead_stage).toBe('won');
    });
    await settle(view.store);
    view.unmount();
  }, 30_000);

  it('a restricted card offers no move: no Move menu, not draggable', async () => {
    const token = await server().login(STAFF.email, STAFF.password);
    const { view, columns } = await openBoard(token);
    const from = columns.find((c) => c.data.some((r: AnyRow) => r.restricted))!;
    const card = from.data.find((r: AnyRow) => r.restricted);
    const article = await within(column(from.lead_stage)).findByRole('article', {
      name: card.organization_name,
    });
    expect(within(article).queryByRole('button', { name: /^Move / })).toBeNull();
    expect(article).toHaveAttribute('draggable', 'false');
    await settle(view.store);
    view.unmount();
  }, 30_000);

  it('a refused move puts the card back and says why', async () => {
    const token = await server().login(STAFF.email, STAFF.password);
    const { view, columns } = await openBoard(token);
    const from = columns.find((c) => c.lead_stage !== 'new' && c.data.some((r: AnyRow) => !r.restricted))!;
    const card = from.data.find((r: AnyRow) => !r.restricted);
    const name = card.organization_name;
    const target = columns.find((c) => c.lead_stage !== from.lead_stage && c.lead_stage !== 'new')!;
    await within(column(from.lead_stage)).findByRole('article', { name });
    // The lead goes away after the board was loaded: the server refuses the move.
    const admin = await server().login(ADMIN.email, ADMIN.password);
    expect((await server().request('DELETE', `/leads/${card.id}`, { token: admin })).status).toBe(200);
    const label = target.lead_stage
      .split('_')
      .map((w: string) => w[0].toUpperCase() + w.slice(1))
      .join(' ');
    await moveWithMenu(name, label);
    expect((await screen.findAllByText(/could not be moved: Lead not found\./)).length).toBeGreaterThan(0);
    const back = within(column(from.lead_stage)).getByRole('article', { name });
    expect(within(column(target.lead_stage)).queryByRole('article', { name })).toBeNull();
    // Focus came back with the card.
    await waitFor(() =>
      expect(within(back).getByRole('button', { name: `Move ${name} to stage` })).toHaveFocus(),
    );
    await settle(view.store);
    view.unmount();
  }, 30_000);
});
