import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LeadRowMenu,
  RowContext,
  type RowActionsContext,
} from '../../src/features/leads/components/LeadRowMenu';
import { presetOf, presetRange, displayDay } from '../../src/lib/dateRanges';
import { leadQueryParams } from '../../src/features/leads/api';
import { readListParams, writeListParams } from '../../src/features/leads/listParams';
import type { LeadRow } from '../../src/features/leads/types';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, SUPERVISOR, useTestServer } from './support/server';

const server = useTestServer();
beforeEach(() => localStorage.clear());

const row = (over: Partial<LeadRow> = {}): LeadRow =>
  ({
    id: 7,
    is_disabled: 0,
    pending_requests: [],
    can_edit: false,
    can_continue: false,
    can_view_details: true,
    can_delete: false,
    initial_info: { organization_name: 'Acme' },
    concern_person: [],
    ...over,
  }) as LeadRow;

type MenuProps = RowActionsContext & { row: LeadRow };

const renderMenu = ({ row: lead = row(), ...context }: Partial<MenuProps> = {}) =>
  render(
    <RowContext.Provider
      value={{
        onAccess: () => undefined,
        onDelete: () => undefined,
        onContinue: () => undefined,
        ...context,
      }}
    >
      <LeadRowMenu row={lead} />
    </RowContext.Provider>,
  );

async function menuLabels(props: Partial<MenuProps>) {
  const user = userEvent.setup();
  const view = renderMenu(props);
  await user.click(screen.getByRole('button', { name: /Actions for lead/ }));
  const items = within(view.container)
    .getAllByRole('button')
    .filter((b) => !/Actions for lead/.test(b.getAttribute('aria-label') ?? ''));
  const out = items.map(
    (b) =>
      `${b.textContent}${(b as HTMLButtonElement).disabled || b.getAttribute('aria-disabled') === 'true' ? ' (disabled)' : ''}`,
  );
  view.unmount();
  return out;
}

describe('row action menu from the keyboard', () => {
  it('Enter opens it with focus on its toggle, Escape closes it and focus stays on the row button', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(document.querySelector('.dropdown-menu')).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Actions for lead 7' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('.dropdown-menu.show')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Actions for lead 7' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.dropdown-menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Actions for lead 7' })).toHaveFocus();
  });
});

// The labels follow the row's own flags from GET /leads (can_edit, can_view_details, can_delete,
// pending_requests): the server's lead policy, not a rule of the client's.
describe('row action menu labels', () => {
  it.each([
    ['may neither edit nor ask twice', {}, ['Request for Edit', 'Details']],
    [
      'restricted lead, nothing granted',
      { row: row({ is_disabled: 1, can_view_details: false }) },
      ['Request for Edit', 'Request for Details'],
    ],
    [
      'both pending',
      { row: row({ is_disabled: 1, can_view_details: false, pending_requests: ['Edit', 'Details'] }) },
      ['Requested (disabled)', 'Requested for Details (disabled)'],
    ],
    [
      'edit granted, details pending',
      {
        row: row({ is_disabled: 1, can_edit: true, can_view_details: false, pending_requests: ['Details'] }),
      },
      ['Edit', 'Requested for Details (disabled)'],
    ],
    [
      'everything allowed',
      { row: row({ is_disabled: 1, can_edit: true, can_view_details: true, can_delete: true }) },
      ['Edit', 'Details', 'Delete'],
    ],
  ] as const)('%s', async (_name, props, expected) => {
    expect(await menuLabels(props as Partial<MenuProps>)).toEqual(expected);
  });
});

describe("the creator's own unfinished lead", () => {
  it('offers Edit, which continues the create wizard instead of asking for access', async () => {
    const user = userEvent.setup();
    const onAccess = jest.fn();
    const onContinue = jest.fn();
    const lead = row({ can_edit: false, can_continue: true });
    renderMenu({ row: lead, onAccess, onContinue });
    await user.click(screen.getByRole('button', { name: 'Actions for lead 7' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(onContinue).toHaveBeenCalledWith(lead);
    expect(onAccess).not.toHaveBeenCalled();
  });
});

describe('list URL state', () => {
  const now = new Date(2026, 10, 21);
  it('defaults to page 1, 10 rows and the current month', () => {
    expect(readListParams(new URLSearchParams(''), now)).toEqual(
      expect.objectContaining({
        page: 1,
        per_page: 10,
        search: '',
        start_date: '2026-11-01',
        end_date: '2026-11-30',
      }),
    );
  });
  it('round-trips every filter and clamps bad paging', () => {
    const query = new URLSearchParams(
      'search=jute&stage=new&priority=Good&selectedIndustryType=3&exhibition=2&employee=5&start_date=2026-01-01&end_date=2026-01-31&page=3&per_page=50',
    );
    const params = readListParams(query, now);
    expect(writeListParams(params).toString()).toBe(query.toString());
    expect(readListParams(new URLSearchParams('page=-4&per_page=33'), now)).toEqual(
      expect.objectContaining({ page: 1, per_page: 10 }),
    );
  });
  it('sends the browser’s UTC offset with a date range (not in the URL)', () => {
    const params = readListParams(new URLSearchParams('stage=new'), now);
    expect(leadQueryParams(params, 360)).toEqual({
      page: 1,
      per_page: 10,
      stage: 'new',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      utc_offset: 360,
    });
    expect(leadQueryParams({ stage: 'new' }, 360)).toEqual({ stage: 'new' });
    expect(leadQueryParams(params).utc_offset).toBe(-new Date().getTimezoneOffset());
    expect(writeListParams(params).has('utc_offset')).toBe(false);
  });

  it('presets', () => {
    expect(presetRange('Today', now)).toEqual({ start_date: '2026-11-21', end_date: '2026-11-21' });
    expect(presetRange('Yesterday', now)).toEqual({ start_date: '2026-11-20', end_date: '2026-11-20' });
    expect(presetRange('Last 7 Days', now)).toEqual({ start_date: '2026-11-15', end_date: '2026-11-21' });
    expect(presetRange('Last 30 Days', now)).toEqual({ start_date: '2026-10-23', end_date: '2026-11-21' });
    expect(presetRange('Last Month', now)).toEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(presetRange('All Time', now)).toEqual({ start_date: '1970-01-01', end_date: '2026-11-21' });
    expect(displayDay('2026-11-05T10:00:00.000Z').length).toBe(10);
    expect(displayDay('2026-11-05')).toBe('05-11-2026');
  });
});

describe('date-range presets with a fixed clock', () => {
  afterEach(() => jest.useRealTimers());
  // [now, preset, start, end]: month and year boundaries, leap February, late evening.
  it.each([
    ['2026-03-01 00:05', 'Today', '2026-03-01', '2026-03-01'],
    ['2026-03-01 00:05', 'Yesterday', '2026-02-28', '2026-02-28'],
    ['2024-03-01 23:59', 'Yesterday', '2024-02-29', '2024-02-29'],
    ['2026-03-03 12:00', 'Last 7 Days', '2026-02-25', '2026-03-03'],
    ['2026-01-10 12:00', 'Last 30 Days', '2025-12-12', '2026-01-10'],
    ['2024-02-15 08:00', 'This Month', '2024-02-01', '2024-02-29'],
    ['2026-02-15 08:00', 'This Month', '2026-02-01', '2026-02-28'],
    ['2026-12-31 23:59', 'This Month', '2026-12-01', '2026-12-31'],
    ['2026-01-01 00:00', 'Last Month', '2025-12-01', '2025-12-31'],
    ['2026-03-31 23:59', 'Last Month', '2026-02-01', '2026-02-28'],
    ['2024-03-31 10:00', 'Last Month', '2024-02-01', '2024-02-29'],
    ['2026-07-31 10:00', 'Last Month', '2026-06-01', '2026-06-30'],
    ['2026-03-01 00:05', 'All Time', '1970-01-01', '2026-03-01'],
  ] as const)('at %s, %s is %s to %s', (at, label, start, end) => {
    const [day, time] = at.split(' ');
    const [y, m, d] = day.split('-').map(Number);
    const [hh, mm] = time.split(':').map(Number);
    jest.useFakeTimers({ now: new Date(y, m - 1, d, hh, mm) });
    // The default clock (no `now` argument) is what the picker uses.
    expect(presetRange(label)).toEqual({ start_date: start, end_date: end });
    // The picker highlights the preset the range came from.
    expect(presetOf({ start_date: start, end_date: end })).toBe(label);
  });

  it('the list defaults to the current month on the real clock', () => {
    jest.useFakeTimers({ now: new Date(2024, 1, 29, 22, 0) });
    expect(readListParams(new URLSearchParams(''))).toEqual(
      expect.objectContaining({ start_date: '2024-02-01', end_date: '2024-02-29', page: 1, per_page: 10 }),
    );
    // A shared link keeps its own dates.
    expect(readListParams(new URLSearchParams('start_date=2023-05-01&end_date=2023-05-31'))).toEqual(
      expect.objectContaining({ start_date: '2023-05-01', end_date: '2023-05-31' }),
    );
  });
});

describe('leads list page', () => {
  it('restores filters and paging from the URL and writes changes back (page reset)', async () => {
    storeSession(await server().login(STAFF.email, STAFF.password));
    const user = userEvent.setup();
    const view = renderApp(
      '/leads-organization/leads-index?stage=new&per_page=20&start_date=1970-01-01',
      server().baseUrl,
    );
    await screen.findByRole('heading', { name: 'Leads' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /Actions for lead/ }).length).toBeGreaterThan(0),
    );
    expect((screen.getByRole('combobox', { name: 'Stage' }) as HTMLSelectElement).value).toBe('new');
    expect((screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement).value).toBe('20');
    expect(screen.getByPlaceholderText('Companies...')).toBeInTheDocument();
    for (const header of [
      'ID',
      'Initial Info',
      'Concern Person Info',
      'Status',
      'Created By',
      'Created At',
      'Action',
    ])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Good');
    await waitFor(() => expect(view.router.state.location.search).toContain('priority=Good'));
    const search = new URLSearchParams(view.router.state.location.search);
    expect(search.get('stage')).toBe('new');
    expect(search.get('per_page')).toBe('20');
    expect(search.get('page')).toBeNull();
    await settle(view.store);
  }, 30_000);

  it('says so when no lead matches, and shows the server’s reason when the list fails', async () => {
    storeSession(await server().login(STAFF.email, STAFF.password));
    const view = renderApp(
      '/leads-organization/leads-index?search=zz-no-such-company-zz&start_date=1970-01-01',
      server().baseUrl,
    );
    expect(await screen.findByText('No leads match the current filters.')).toBeInTheDocument();
    expect(screen.getByText('Total 0')).toBeInTheDocument();
    await settle(view.store);
    view.unmount();

    // A malformed shared link: the server refuses it (422) and the page says why, not "no data".
    const broken = renderApp('/leads-organization/leads-index?employee=abc', server().baseUrl);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The leads could not be loaded. The employee must be an id.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No leads match the current filters.')).toBeNull();
    await settle(broken.store);
  }, 30_000);

  it('supervisor sees Delete and plain Edit/Details', async () => {
    storeSession(await server().login(SUPERVISOR.email, SUPERVISOR.password));
    const user = userEvent.setup();
    const view = renderApp('/leads-organization/leads-index?start_date=1970-01-01', server().baseUrl);
    await screen.findAllByRole('button', { name: /Actions for lead/ });
    await settle(view.store);
    await user.click(screen.getAllByRole('button', { name: /Actions for lead/ })[0]);
    await waitFor(() => expect(document.querySelector('.dropdown-menu.show')).not.toBeNull());
    const menu = within(document.querySelector('.dropdown-menu.show') as HTMLElement);
    expect(menu.getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit', 'Details', 'Delete']);
    await settle(view.store);
  }, 30_000);
});
