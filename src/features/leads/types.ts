import type { AccessKind } from '../../../machines/access-request.machine';
import type { LeadListRow } from '../../../contract/records';

export type { AccessKind };

/** A row of GET /leads: whole, or restricted to what the list shows (contract/records.ts). */
export type LeadRow = LeadListRow;

/** Filters of GET /leads, exactly the query names the server reads (docs/api.md). */
export interface LeadFilters {
  search: string;
  stage: string;
  priority: string;
  selectedIndustryType: string;
  exhibition: string;
  employee: string;
  start_date: string;
  end_date: string;
}

export interface LeadListParams extends LeadFilters {
  page: number;
  per_page: number;
}
