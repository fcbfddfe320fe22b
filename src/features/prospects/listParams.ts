import { PAGE_SIZES } from '../../components/TablePager';
import type { OrganizationListParams } from './types';

/**
 * The prospect and stakeholder lists keep their filters, page and size in the URL (names as the
 * API takes them; lists comma separated), so reload, back/forward and shared links restore them.
 * No date filter by default: the lists open on every record (All Time).
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ids = (v: string | null) => (v ?? '').split(',').filter((s) => /^\d+$/.test(s));

export function readListParams(query: URLSearchParams): OrganizationListParams {
  const page = Math.max(1, Math.floor(Number(query.get('page'))) || 1);
  const size = Number(query.get('per_page'));
  const get = (key: string) => (query.get(key) ?? '').trim();
  const day = (key: string) => (DAY.test(get(key)) ? get(key) : '');
  return {
    page,
    per_page: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
    search: get('search'),
    industry: /^\d+$/.test(get('industry')) ? get('industry') : '',
    exhibitions: ids(query.get('exhibitions')),
    employees: ids(query.get('employees')),
    start_date: day('start_date'),
    end_date: day('end_date'),
  };
}

export function writeListParams(p: OrganizationListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.search) out.set('search', p.search);
  if (p.industry) out.set('industry', p.industry);
  if (p.exhibitions.length) out.set('exhibitions', p.exhibitions.join(','));
  if (p.employees.length) out.set('employees', p.employees.join(','));
  if (p.start_date) out.set('start_date', p.start_date);
  if (p.end_date) out.set('end_date', p.end_date);
  if (p.page > 1) out.set('page', String(p.page));
  if (p.per_page !== 10) out.set('per_page', String(p.per_page));
  return out;
}
