import { baseApi } from '../../api/baseApi';
import type { Envelope } from '../../api/envelope';
import { LIST } from '../../api/tags';
import type { ActivityCard, ReportFilters, ReportPage } from './types';

const REPORT_PAGE_SIZE = 12;

/**
 * GET /employee-activity-report as an infinite query: Load More fetches the next page until the
 * loaded count reaches the total; new filters are a new cache entry, so they start at page 1.
 * Cards group leads and their activities, so any lead or activity write (src/api/tags.ts
 * `leadRowTags`) and a profile update (names, pictures) read the report again as a whole.
 */
const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    employeeActivityReport: build.infiniteQuery<ReportPage, ReportFilters, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, all) => {
          const loaded = all.reduce((n, page) => n + page.data.length, 0);
          return loaded < last.total && last.data.length > 0 ? last.current_page + 1 : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => {
        const params: Record<string, string | number> = { page: pageParam, per_page: REPORT_PAGE_SIZE };
        if (queryArg.employee_id) params.employee_id = queryArg.employee_id;
        if (queryArg.exhibition_id) params.exhibition_id = queryArg.exhibition_id;
        return { url: '/employee-activity-report', params };
      },
      transformResponse: (r: Envelope<ReportPage>) => r.contents,
      providesTags: [{ type: 'Report', id: LIST }],
    }),
    /** One card with all of its leads (both filters given), for the details modal and its export. */
    employeeActivityCard: build.query<ActivityCard | null, { employee_id: number; exhibition_id: number }>({
      query: (arg) => ({ url: '/employee-activity-report', params: { ...arg, per_page: 1 } }),
      transformResponse: (r: Envelope<ReportPage>) => r.contents.data[0] ?? null,
      providesTags: [{ type: 'Report', id: LIST }],
    }),
  }),
});

export const { useEmployeeActivityReportInfiniteQuery, useEmployeeActivityCardQuery } = reportsApi;
