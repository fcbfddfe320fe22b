import { baseApi } from '../../api/baseApi';
import type { Envelope, Paged } from '../../api/envelope';
import { listTags } from '../../api/tags';
import { downloadApiFile } from '../../api/apiFile';
import type { AuditEntry } from '../../../contract/audit';

/** Filters of GET /audit-log, exactly the query names the server reads. */
export interface AuditFilters {
  employee: string;
  lead: string;
  start_date: string;
  end_date: string;
  page: number;
  per_page: number;
}

/** Query parameters without blanks; a date range also sends the browser's UTC offset. */
function auditQueryParams(f: Partial<AuditFilters>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(f))
    if (value !== undefined && value !== null && String(value).trim() !== '') out[key] = value;
  if (out.start_date || out.end_date) out.utc_offset = -new Date().getTimezoneOffset();
  return out;
}

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<Paged<AuditEntry>, AuditFilters>({
      query: (filters) => ({ url: '/audit-log', params: auditQueryParams(filters) }),
      transformResponse: (r: Envelope<Paged<AuditEntry>>) => r.contents,
      providesTags: (result) => listTags('AuditEntry', result?.data),
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;

const AUDIT_FILE = 'audit_log.csv';

/** GET /audit-log/export with the current filters, saved as audit_log.csv (dispatch it). */
export function downloadAuditCsv(f: Partial<AuditFilters>) {
  const { page: _page, per_page: _perPage, ...filters } = f;
  const query = new URLSearchParams(
    Object.entries(auditQueryParams(filters)).map(([k, v]) => [k, String(v)]),
  ).toString();
  return downloadApiFile(`/audit-log/export?${query}`, AUDIT_FILE, { accept: 'text/csv' });
}
