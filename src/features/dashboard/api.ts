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
  Class: string;
  restricted?: boolean;
}

export interface DashboardData {
  leads: DashboardLead[];
  total: number;
  chartData: { labels: string[]; series: number[] };
}

/**
 * GET /leads-dashboard-data: both dates or neither, with the browser's UTC offset so the server
 * counts the same local days the picker shows. Any lead change (Lead LIST) refreshes it.
 */
export const dashboardApi = baseApi.injectEndpoints({
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
