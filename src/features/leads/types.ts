import type { AccessKind } from '../../../machines/access-request.machine';
import type { AccessRequest } from '../../../contract/access-requests';
import type { Lead } from '../../../contract/records';

export type { AccessKind, AccessRequest, Lead };

/** A lead as GET /leads and GET /leads/{id} answer it (one type: contract/records.ts). */
export type LeadRow = Lead;

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

export type { RequestAction } from '../../session/types';
