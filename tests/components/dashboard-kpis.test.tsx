import { render, screen, waitFor } from '@testing-library/react';
import { kpiChange, KpiRow, NO_PREVIOUS } from '../../src/features/dashboard/KpiRow';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

// The dashboard's KPI row: figures, the change against the previous range shown with an arrow,
// a sign and words (never colour alone), and All Time without a comparison.

jest.mock('react-apexcharts', () => ({ __esModule: true, default: () => <div data-testid="pie" /> }));

const server = useTestServer();
beforeEach(() => localStorage.clear());

describe('kpiChange', () => {
  it('says up, down, no change and new in words and symbols', () => {
    expect(kpiChange({ current: 15, previous: 10 })).toMatchObject({
      direction: 'up',
      text: '▲ +5 (+50%)',
      label: 'Up 5, 50% from 10 in the previous range',
    });
    expect(kpiChange({ current: 5, previous: 20 })).toMatchObject({
      direction: 'down',
      text: '▼ −15 (−75%)',
    });
    expect(kpiChange({ current: 4, previous: 4 })).toMatchObject({ direction: 'same' });
    expect(kpiChange({ current: 3, previous: 0 })).toMatchObject({ text: '▲ +3 (new)' });
    expect(kpiChange({ current: 3, previous: null })).toBeNull();
  });
});

describe('KpiRow', () => {
  it('shows each figure with its change and the previous range', () => {
    render(
      <KpiRow
        loading={false}
        kpis={{
          previous_range: { start_date: '2026-05-01', end_date: '2026-05-31' },
          leads_created: { current: 12, previous: 8 },
          new_key_accounts: { current: 1, previous: 3 },
          activities: { current: 40, previous: 40 },
        }}
      />,
    );
    expect(screen.getByTestId('kpi-leads_created').textContent).toBe('12');
    expect(screen.getByText('▲ +4 (+50%)')).toBeTruthy();
    expect(screen.getByText('Down 2, 67% from 3 in the previous range')).toBeTruthy();
    expect(screen.getByText('No change from the previous range')).toBeTruthy();
    expect(screen.getAllByText(/vs 01-05-2026 – 31-05-2026/)).toHaveLength(3);
  });
});

describe('the KPI row on the leads dashboard', () => {
  it('a preset range compares with the previous one; the figures are the server’s', async () => {
    const token = await server().login(ADMIN.email, ADMIN.password);
    storeSession(token);
    const range = 'start_date=2026-01-01&end_date=2026-06-30';
    const res = await server().request(
      'GET',
      `/leads-dashboard-data?${range}&utc_offset=${-new Date().getTimezoneOffset()}`,
      { token },
    );
    const kpis = (
      res.body.contents as {
        kpis: Record<'leads_created' | 'new_key_accounts' | 'activities', { current: number }>;
      }
    ).kpis;
    const view = renderApp(`/dashboard/leads-dashboard?${range}`, server().baseUrl);
    const activities = await screen.findByTestId('kpi-activities');
    await waitFor(() => expect(activities.textContent).toBe(kpis.activities.current.toLocaleString()));
    expect(screen.getByTestId('kpi-leads_created').textContent).toBe(
      kpis.leads_created.current.toLocaleString(),
    );
    expect(screen.getByTestId('kpi-new_key_accounts').textContent).toBe(
      kpis.new_key_accounts.current.toLocaleString(),
    );
    expect(screen.getAllByText(/vs \d{2}-\d{2}-\d{4}/)).toHaveLength(3);
    await settle(view.store);
    view.unmount();
  }, 30_000);

  it('All Time shows the totals without a comparison', async () => {
    storeSession(await server().login(ADMIN.email, ADMIN.password));
    const view = renderApp(
      '/dashboard/leads-dashboard?start_date=1970-01-01&end_date=2999-12-31',
      server().baseUrl,
    );
    expect(await screen.findAllByText(NO_PREVIOUS)).toHaveLength(3);
    expect(screen.queryByText(/previous range/)).toBeNull();
    await settle(view.store);
    view.unmount();
  }, 30_000);
});
