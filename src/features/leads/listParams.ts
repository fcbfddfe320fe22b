import { PAGE_SIZES } from '../../components/TablePager';
import { presetRange } from '../../lib/dateRanges';
import type { LeadFilters, LeadListParams } from './types';

/**
 * The leads list keeps its filters, page and page size in the URL query (same names as the API
 * call), so reload, back/forward and shared links restore them. Missing values take the defaults:
 * page 1, 10 rows, the current month.
 */
export const FILTER_KEYS: (keyof LeadFilters)[] = [
  'search',
  'stage',
  'priority',
  'selectedIndustryType',
  'exhibition',
  'employee',
  'start_date',
  'end_date',
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readListParams(query: URLSearchParams, now: Date = new Date()): LeadListParams {
  const month = presetRange('This Month', now);
  const page = Math.max(1, Math.floor(Number(query.get('page'))) || 1);
  const size = Number(query.get('per_page'));
  const perPage = (PAGE_SIZES as readonly number[]).includes(size) ? size : 10;
  const get = (key: string) => (query.get(key) ?? '').trim();
  const start = get('start_date');
  const end = get('end_date');
  return {
    page,
    per_page: perPage,
    search: get('search'),
    stage: get('stage'),
    priority: get('priority'),
    selectedIndustryType: get('selectedIndustryType'),
    exhibition: get('exhibition'),
    employee: get('employee'),
    start_date: DAY.test(start) ? start : month.start_date,
    end_date: DAY.test(end) ? end : month.end_date,
  };
}

/** Only what differs from "empty" goes into the URL; dates always (the default month moves). */
export function writeListParams(params: LeadListParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of FILTER_KEYS) if (params[key]) out.set(key, params[key]);
  if (params.page > 1) out.set('page', String(params.page));
  if (params.per_page !== 10) out.set('per_page', String(params.per_page));
  return out;
}
