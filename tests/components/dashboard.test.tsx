import { screen, within } from '@testing-library/react';
import { cutName, PIE_COLORS } from '../../src/features/dashboard/chartColors';
import { EMPTY_TEXT } from '../../src/features/dashboard/RecentLeadsTable';
import { stagePieOptions } from '../../src/features/dashboard/stagePieOptions';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, STAFF, useTestServer } from './support/server';

// ApexCharts draws with SVG measurements jsdom does not have: the pie is replaced by a stub that
// shows what it was given, so the page's own behaviour (range, table, empty text) is tested.
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: ({ options, series }: { options: { labels: string[]; colors: string[] }; series: number[] }) => (
    <ul data-testid="pie" data-colors={options.colors.join(',')}>
      {options.labels.map((label, i) => (
        <li key={label}>{`${label}=${series[i]}`}</li>
      ))}
    </ul>
  ),
}));

/** The spec's priority badges (section 9). */
const SPEC_BADGE: Record<string, string> = {
  'Very Good': 'bg-success',
  Good: 'bg-primary',
  Low: 'bg-warning',
  'Very Low': 'bg-danger',
};

const server = useTestServer();
beforeEach(() => localStorage.clear());

describe('dashboard helpers', () => {
  it('cuts organization names to 15 characters plus ...', () => {
    expect(cutName('Pacific Jute Products Ltd')).toBe('Pacific Jute Pr...');
    expect(cutName('Short Name')).toBe('Short Name');
    expect(cutName('Exactly15Chars!')).toBe('Exactly15Chars!');
  });
  it('has seven fixed colours', () => expect(new Set(PIE_COLORS).size).toBe(7));
  it('escapes stage names for the legend and tooltip, which ApexCharts writes as HTML', () => {
    const options = stagePieOptions(['<img src=x onerror=alert(7)>', 'Won & "Closed"'], false);
    const legend = options.legend?.formatter as (name: string) => string;
    expect(legend('<img src=x onerror=alert(7)>')).toBe('&lt;img src=x onerror=alert(7)&gt;');
    expect(legend('Won & "Closed"')).toBe('Won &amp; &quot;Closed&quot;');
    const title = (options.tooltip?.y as { title: { formatter: (n: string) => string } }).title.formatter;
    expect(title('<b>x</b>')).toBe('&lt;b&gt;x&lt;/b&gt;: ');
  });
});

describe('the dashboards', () => {
  it.each(['leads-dashboard', 'prospect-dashboard', 'stackholder-dashboard'])(
    '%s shows the pie and Recently Created Leads for All Time',
    async (path) => {
      const token = await server().login(ADMIN.email, ADMIN.password);
      storeSession(token);
      const expected = await server().request('GET', '/leads-dashboard-data', { token });
      const data = expected.body.contents as {
        leads: { CompanyName: string; lead_priority: string }[];
        chartData: { labels: string[]; series: number[] };
      };
      const view = renderApp(
        `/dashboard/${path}?start_date=1970-01-01&end_date=2099-12-31`,
        server().baseUrl,
      );
      const pie = await screen.findByTestId('pie');
      expect(
        within(pie)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(data.chartData.labels.map((l, i) => `${l}=${data.chartData.series[i]}`));
      expect(screen.getByText('Recently Created Leads')).toBeTruthy();
      const first = data.leads[0];
      const cell = await screen.findAllByText(cutName(first.CompanyName));
      expect(cell.length).toBeGreaterThan(0);
      // The answer carries the priority only; the badge's colour is the app's (spec section 9).
      const badge = screen.getAllByText(first.lead_priority)[0];
      expect(badge).toHaveClass('badge', SPEC_BADGE[first.lead_priority] ?? 'bg-secondary');
      await settle(view.store);
      view.unmount();
    },
    30_000,
  );

  it('an empty range says so in the table and instead of the pie', async () => {
    storeSession(await server().login(ADMIN.email, ADMIN.password));
    const view = renderApp(
      '/dashboard/leads-dashboard?start_date=1990-01-01&end_date=1990-01-02',
      server().baseUrl,
    );
    expect((await screen.findAllByText(EMPTY_TEXT)).length).toBe(2);
    expect(screen.queryByTestId('pie')).toBeNull();
    await settle(view.store);
    view.unmount();
  }, 30_000);

  // Last in the file: it takes every dashboard permission from the demo Sales Executive role.
  it('a user with no dashboard permission gets the greeting and the notice, not a failed load', async () => {
    const admin = await server().login(ADMIN.email, ADMIN.password);
    const perms = (await server().request('GET', '/roles/3/permissions', { token: admin })).body.contents as {
      permission_ids: number[];
      all_permissions: { id: number; name: string }[];
    };
    const dashboards = ['view dashboard', 'Leads Dashboard', 'Prospects Dashboard', 'Stackholders Dashboard'];
    const keep = perms.permission_ids.filter(
      (id) => !dashboards.includes(perms.all_permissions.find((p) => p.id === id)?.name ?? ''),
    );
    expect(keep.length).toBeLessThan(perms.permission_ids.length);
    await server().request('POST', '/roles/3/permissions/sync', {
      token: admin,
      body: { permissions: keep },
    });
    storeSession(await server().login(STAFF.email, STAFF.password));
    const view = renderApp('/dashboard', server().baseUrl);
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Welcome, / })).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
    await settle(view.store);
    view.unmount();
  }, 30_000);
});
