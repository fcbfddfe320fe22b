import { baseApi } from '../../../api/baseApi';
import type { Envelope } from '../../../api/envelope';
import { leadQueryParams } from '../api';
import type { LeadFilters } from '../types';

/** A board card: only what the card shows, all of it list-level fields (docs/api.md). */
export interface BoardCard {
  id: number;
  organization_name: string;
  contact_name: string | null;
  lead_stage: string | null;
  lead_priority: string | null;
  created_at: string;
  can_view_details: boolean;
  restricted: boolean;
}

export interface BoardColumnData {
  lead_stage: string;
  color: string | null;
  total: number;
  has_more: boolean;
  data: BoardCard[];
}

export interface BoardData {
  columns: BoardColumnData[];
}

export interface ColumnPage {
  lead_stage: string;
  total: number;
  has_more: boolean;
  data: BoardCard[];
}

/**
 * The pipeline board's calls (docs/api.md "Pipeline board and dashboard KPIs"): every column's
 * count and first cards, and one column's next cards after its last card. The board's cache entry
 * is patched in place (moves, load more) rather than refetched, so loaded pages stay; it is read
 * again when the board is opened or the filters change.
 */
export const boardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leadsBoard: build.query<BoardData, LeadFilters>({
      query: (filters) => ({ url: '/leads-board', params: leadQueryParams(filters) }),
      transformResponse: (r: Envelope<BoardData>) => r.contents,
    }),
    leadsBoardColumn: build.query<ColumnPage, { filters: LeadFilters; column: string; after: BoardCard }>({
      query: ({ filters, column, after }) => ({
        url: '/leads-board-column',
        params: {
          ...leadQueryParams(filters),
          column,
          after_id: after.id,
          after_created_at: after.created_at,
        },
      }),
      transformResponse: (r: Envelope<ColumnPage>) => r.contents,
    }),
  }),
});

export const { useLeadsBoardQuery, useLazyLeadsBoardColumnQuery } = boardApi;
