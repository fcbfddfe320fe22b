import { validationError } from '../http/errors';
import { dateWindow } from '../leads/query';
import { isIsoDate, toInt } from '../validation/values';
import type { OrganizationRows } from './rows';
import type { OrganizationRow } from '../stored/leads';

/** Filters of GET /prospects and /stackholders; also POST /download-all-phone's `data`. */
export interface OrganizationFilters {
  search?: string;
  industryId?: number;
  exhibitionIds: number[];
  employeeIds: number[];
  startDate?: string;
  endDate?: string;
  utcOffset?: number;
}

/** `exhibitions[]=1&exhibitions[]=2`, `exhibitions=1,2` or a JSON list. */
const idList = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v.split(',').filter((s) => s.trim())
      : typeof v === 'number'
        ? [v]
        : [];

/** Blank values mean "no filter"; a present but malformed one is a 422 under its name. */
export function readOrganizationFilters(source: Record<string, unknown>): OrganizationFilters {
  const errors: Record<string, string[]> = {};
  const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  const str = (key: string) => {
    const v = one(source[key]);
    return (typeof v === 'string' && v.trim()) || typeof v === 'number' ? String(v).trim() : undefined;
  };
  const ids = (key: string) => {
    const raw = source[key] ?? source[`${key}[]`];
    const out = idList(raw)
      .slice(0, 100)
      .map((v) => toInt(v));
    if (out.some((n) => !Number.isInteger(n) || n < 1)) errors[key] = [`The ${key} must be a list of ids.`];
    return out.filter((n) => Number.isInteger(n) && n >= 1);
  };
  const date = (key: string) => {
    const v = str(key);
    if (v !== undefined && !isIsoDate(v))
      errors[key] = [`The ${key.replace('_', ' ')} must be a date in yyyy-MM-dd format.`];
    return v !== undefined && isIsoDate(v) ? v : undefined;
  };
  const filters: OrganizationFilters = {
    search: str('search')?.slice(0, 200).toLowerCase(),
    exhibitionIds: ids('exhibitions'),
    employeeIds: ids('employees'),
    startDate: date('start_date'),
    endDate: date('end_date'),
  };
  const industry = str('industry');
  if (industry !== undefined) {
    const n = toInt(industry);
    if (Number.isInteger(n) && n >= 1) filters.industryId = n;
    else errors.industry = ['The industry must be an id.'];
  }
  const offset = str('utc_offset');
  if (offset !== undefined) {
    const n = /^[+-]?\d{1,4}$/.test(offset) ? Number(offset) : NaN;
    if (Number.isInteger(n) && Math.abs(n) <= 840) filters.utcOffset = n;
    else errors.utc_offset = ['The utc offset must be a number of minutes between -840 and 840.'];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return filters;
}

/** Candidates are read by id and sorted only when fewer than 1/CANDIDATE_SORT_FACTOR of the slice. */
const CANDIDATE_SORT_FACTOR = 16;

/**
 * One filter as the groups of its index a record may be in (exhibitions 1 OR 2): tested group by
 * group, never merged into a new set (merging 20,000 ids cost more than the rest of the call).
 */
type AnyOf = readonly ReadonlySet<number>[];
const sizeOf = (groups: AnyOf) => groups.reduce((n, g) => n + g.size, 0);
function inAll(filters: readonly AnyOf[], id: number): boolean {
  for (const groups of filters) {
    let found = false;
    for (const g of groups) if (g.has(id)) found = true;
    if (!found) return false;
  }
  return true;
}

/**
 * Every record matching the filters, newest first. The kept order means no sort; the date range
 * is a binary search on it; industry, exhibitions and employees (creators) are group lookups,
 * and the smallest of them drives the walk when it is a small part of the date slice; otherwise a
 * search drives it through the joined names (one indexOf pass, not a test per record).
 */
export function filterOrganizations(repo: OrganizationRows, f: OrganizationFilters): OrganizationRow[] {
  const all = repo.oldestFirst();
  const window = dateWindow(f);
  // [from, to) of the oldest-first order inside the date window.
  const from = window ? firstAtOrAfter(all, window.fromIso) : 0;
  const to = window ? Math.max(from, firstAtOrAfter(all, window.toIso)) : all.length;
  const filters: AnyOf[] = [];
  if (f.industryId !== undefined) filters.push([repo.idsWhere('industry', f.industryId)]);
  if (f.exhibitionIds.length) filters.push(f.exhibitionIds.map((id) => repo.idsWhere('exhibition', id)));
  if (f.employeeIds.length) filters.push(f.employeeIds.map((id) => repo.idsWhere('creator', id)));
  filters.sort((a, b) => sizeOf(a) - sizeOf(b));
  if (filters.some((groups) => sizeOf(groups) === 0)) return [];
  const term = f.search;
  const fromIso = window?.fromIso;
  const toIso = window?.toIso;
  // Sorting k candidates costs about k·log k string comparisons; a walk of the slice a few set
  // lookups per row: the walk wins unless the candidates are a small part of the slice.
  if (filters.length && sizeOf(filters[0]) * CANDIDATE_SORT_FACTOR < to - from) {
    // Few candidates: read them by id and order them like the index does.
    const rows: OrganizationRow[] = [];
    const seen = new Set<number>();
    const rest = filters.slice(1);
    for (const group of filters[0])
      for (const id of group) {
        if (seen.has(id)) continue;
        seen.add(id);
        const row = repo.get(id);
        const at = String(row?.created_at ?? '');
        if (!row || (fromIso && at < fromIso) || (toIso && at >= toIso) || !inAll(rest, id)) continue;
        if (!term || repo.nameText(row).includes(term)) rows.push(row);
      }
    return rows.sort((a, b) =>
      a.created_at === b.created_at ? b.id - a.id : String(a.created_at) < String(b.created_at) ? 1 : -1,
    );
  }
  const out: OrganizationRow[] = [];
  if (term) {
    // The name search is one pass over the joined names; the groups then test only its matches.
    const found = repo.namePositions(term, from, to);
    for (let k = found.length - 1; k >= 0; k--) if (inAll(filters, all[found[k]].id)) out.push(all[found[k]]);
    return out;
  }
  for (let i = to - 1; i >= from; i--) if (inAll(filters, all[i].id)) out.push(all[i]);
  return out;
}

/** First index of an oldest-first list whose created_at is at or after `bound` (binary search). */
function firstAtOrAfter(rows: readonly OrganizationRow[], bound: string): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (String(rows[mid].created_at ?? '') < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One page of the filtered records. With no filter but the date range (and maybe the search), the
 * page is read straight from the kept order or the search's positions (no list of every match is
 * built); otherwise as filterOrganizations.
 */
export function pageOrganizations(
  repo: OrganizationRows,
  f: OrganizationFilters,
  { page, perPage }: { page: number; perPage: number },
) {
  const grouped = f.industryId !== undefined || f.exhibitionIds.length > 0 || f.employeeIds.length > 0;
  if (grouped) {
    const rows = filterOrganizations(repo, f);
    return {
      data: rows.slice((page - 1) * perPage, page * perPage),
      total: rows.length,
      current_page: page,
      per_page: perPage,
    };
  }
  const all = repo.oldestFirst();
  const window = dateWindow(f);
  const from = window ? firstAtOrAfter(all, window.fromIso) : 0;
  const to = window ? Math.max(from, firstAtOrAfter(all, window.toIso)) : all.length;
  const data: OrganizationRow[] = [];
  if (f.search) {
    // Oldest first: the page counts back from the last match.
    const found = repo.namePositions(f.search, from, to);
    for (let k = found.length - 1 - (page - 1) * perPage; k >= 0 && data.length < perPage; k--)
      data.push(all[found[k]]);
    return { data, total: found.length, current_page: page, per_page: perPage };
  }
  for (let i = to - 1 - (page - 1) * perPage; i >= from && data.length < perPage; i--) data.push(all[i]);
  return { data, total: to - from, current_page: page, per_page: perPage };
}
