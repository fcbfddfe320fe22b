import { baseApi } from '../../api/baseApi';
import type { Envelope } from '../../api/envelope';
import { LIST } from '../../api/tags';
import type { DateRange } from '../../lib/dateRanges';

/** One 'Recently Created Leads' row (docs/api.md, Dashboards). */
export interface DashboardLead {
  id: number;
  LeadID: number;
  CompanyName: string;
  lead_stage: string | null;
  lead_priority: string | null;
  restricted?: boolean;
}

/** One KPI: the range's count and the previous range's (null for All Time). */
export interface Kpi {
  current: number;
  previous: number | null;
}

/** The KPI row (docs/api.md "Pipeline board and dashboard KPIs"). */
export interface DashboardKpis {
  previous_range: { start_date: string; end_date: string } | null;
  leads_created: Kpi;
  new_key_accounts: Kpi;
  activities: Kpi;
}

interface DashboardData {
  leads: DashboardLead[];
  total: number;
  chartData: { labels: string[]; series: number[] };
  kpis?: DashboardKpis;
}

/**
 * GET /leads-dashboard-data: both dates or neither, with the browser's UTC offset so the server
 * counts the same local days the picker shows. Any lead change (Lead LIST) refreshes it.
 */
const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leadsDashboard: build.query<DashboardData, Partial<DateRange>>({
      query: ({ start_date, end_date }) => ({
        url: '/leads-dashboard-data',
        params:
          start_date && end_date
            ? { start_date, end_date, utc_offset: -new Date().getTimezoneOffset() }
            : undefined,
      }),
      transformResponse: (r: Envelope<DashboardData>) => r.contents,
      providesTags: [{ type: 'Lead', id: LIST }],
    }),
  }),
});

export const { useLeadsDashboardQuery } = dashboardApi;
