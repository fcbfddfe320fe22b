import type { Row } from '../db/row';
import type { IdSet } from '../db/indexes';
import type { LeadRepository } from './repository';
import { LeadMatches } from './matches';
import { validationError } from '../http/errors';
import { isIsoDate, toInt } from '../validation/values';
import type { LeadRow } from '../stored/leads';

/** Filters of GET /leads; also the `data` object of POST /download-all-phone. */
export interface LeadFilters {
  search?: string;
  stage?: string;
  priority?: string;
  industryId?: number;
  exhibitionId?: number;
  employeeId?: number;
  startDate?: string;
  endDate?: string;
  /**
   * Minutes east of UTC of the caller's calendar (`utc_offset`, e.g. 360 in Dhaka). With it the
   * dates are the caller's local days; without it, UTC days.
   */
  utcOffset?: number;
}

const present = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

/**
 * Reads the filters from a query string or a JSON object. Blank values mean "no filter"; a present
 * but malformed value is a 422 keyed by the parameter's name.
 */
export function readFilters(source: Record<string, unknown>): LeadFilters {
  const errors: Record<string, string[]> = {};
  const filters: LeadFilters = {};
  const one = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
  const str = (key: string): string | undefined => {
    const v = one(source[key]);
    return present(v) ? String(v).trim() : undefined;
  };
  const id = (key: string): number | undefined => {
    const v = str(key);
    if (v === undefined) return undefined;
    const n = toInt(v);
    if (!Number.isInteger(n) || n < 1) {
      errors[key] = [`The ${key} must be an id.`];
      return undefined;
    }
    return n;
  };
  const date = (key: string): string | undefined => {
    const v = str(key);
    if (v === undefined) return undefined;
    if (!isIsoDate(v)) {
      errors[key] = [`The ${key.replace('_', ' ')} must be a date in yyyy-MM-dd format.`];
      return undefined;
    }
    return v;
  };
  const search = str('search');
  if (search) filters.search = search.slice(0, 200).toLowerCase();
  const stage = str('stage');
  if (stage) filters.stage = stage.toLowerCase();
  const priority = str('priority');
  if (priority) filters.priority = priority.toLowerCase();
  filters.industryId = id('selectedIndustryType');
  filters.exhibitionId = id('exhibition');
  filters.employeeId = id('employee');
  filters.startDate = date('start_date');
  filters.endDate = date('end_date');
  const offset = str('utc_offset');
  if (offset !== undefined) {
    const n = /^[+-]?\d{1,4}$/.test(offset) ? Number(offset) : NaN;
    if (!Number.isInteger(n) || Math.abs(n) > 14 * 60)
      errors.utc_offset = ['The utc offset must be a number of minutes between -840 and 840.'];
    else filters.utcOffset = n;
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return filters;
}

const DAY_MS = 86_400_000;

// Far ends that sort before / after every canonical timestamp.
const EARLIEST = '0000-01-01T00:00:00.000Z';
const LATEST = '99999';

export interface DateWindow {
  from: number;
  to: number;
  fromIso: string;
  toIso: string;
}

/** The [from, to) instants of the date filter, or null when there is none. */
export function dateWindow(f: LeadFilters): DateWindow | null {
  if (!f.startDate && !f.endDate) return null;
  const shift = (f.utcOffset ?? 0) * 60_000;
  const from = f.startDate ? Date.parse(`${f.startDate}T00:00:00.000Z`) - shift : -Infinity;
  const to = f.endDate ? Date.parse(`${f.endDate}T00:00:00.000Z`) + DAY_MS - shift : Infinity;
  const iso = (ms: number, far: string) => {
    if (!Number.isFinite(ms)) return far;
    const d = new Date(ms);
    // Outside years 0000-9999 toISOString changes shape; clamp to the far ends.
    return d.getUTCFullYear() < 0 ? EARLIEST : d.getUTCFullYear() > 9999 ? LATEST : d.toISOString();
  };
  return { from, to, fromIso: iso(from, EARLIEST), toIso: iso(to, LATEST) };
}

/** First index of a newest-first list whose created_at is below `bound` (binary search). */
export function firstOlderThan(rows: readonly Row[], bound: string): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (String(rows[mid].created_at ?? '') >= bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True for a lead the caller sees only as its list row (restricted, no details access). */
export type ListedOnly = (lead: LeadRow) => boolean;

/** What a list asks of its caller's lead policy (server/policy/lead-policy.ts). */
export interface RowVisibility {
  listedOnly: ListedOnly;
  /** Holds Leads Details: every lead is read in full, nothing is limited to its row. */
  readsEveryLead(): boolean;
  /** Leads the caller reads in full through an approved Details request. */
  detailsGrantIds(): number[];
}

/**
 * Whether a lead the caller sees only as its list row matches the filters on that row's fields:
 * its exhibitions and assigned employees are not in the row (only its creator), and the search
 * looks at the row's texts, so a hidden phone, e-mail or assignment never finds it.
 */
export function matchesListedFields(leads: LeadRepository, lead: LeadRow, f: LeadFilters): boolean {
  if (f.exhibitionId !== undefined) return false;
  if (f.employeeId !== undefined && lead.created_by !== f.employeeId) return false;
  return !f.search || leads.listedSearchText(lead).includes(f.search);
}

/**
 * Drops the leads `listedOnly` names that match only on fields their row hides. The row's own
 * fields are tested first (a kept text), the caller's grants only when they do not match.
 */
function withoutHiddenMatches(
  leads: LeadRepository,
  matches: LeadMatches,
  f: LeadFilters,
  listedOnly?: ListedOnly,
): LeadMatches {
  if (!listedOnly || (!f.search && f.exhibitionId === undefined && f.employeeId === undefined))
    return matches;
  return matches.filter(
    (lead) => lead.is_disabled !== 1 || matchesListedFields(leads, lead, f) || !listedOnly(lead),
  );
}

/**
 * Every lead matching the filters, newest first (created_at, then id). The kept order means no
 * sort; a date filter is a binary search on it; the other filters are index lookups: a small
 * group (a stage, an employee, the key accounts) is walked by its members, otherwise the range is
 * tested, so a row costs a few set lookups (and the search a substring test on its kept text).
 * Timestamps are stored canonical (toISOString), so comparing them as text is comparing instants.
 */
export function filterLeads(
  leads: LeadRepository,
  filters: LeadFilters,
  within?: IdSet,
  viewer?: RowVisibility,
): LeadMatches {
  const limited = viewer && !viewer.readsEveryLead() ? viewer : undefined;
  const { matches, searchedVisible } = matchingLeads(leads, filters, within, limited);
  const rest = searchedVisible ? { ...filters, search: undefined } : filters;
  return withoutHiddenMatches(leads, matches, rest, limited?.listedOnly);
}

/**
 * Leads in [from, to) of the newest-first order whose text the caller sees contains `term`: one
 * pass over the kept visible texts (a restricted lead's row text), plus the restricted leads the
 * caller reads in full through a grant that match on any field, each put in its place.
 */
function visibleMatches(
  leads: LeadRepository,
  term: string,
  from: number,
  to: number,
  viewer: RowVisibility,
): LeadMatches {
  const all = leads.newestFirst();
  const positionOf = leads.positionsById();
  const granted: number[] = [];
  for (const id of viewer.detailsGrantIds()) {
    const lead = leads.get(id);
    if (!lead || lead.is_disabled !== 1 || viewer.listedOnly(lead)) continue;
    if (leads.listedSearchText(lead).includes(term) || !leads.searchText(lead).includes(term)) continue;
    const at = positionOf[lead.id];
    if (at >= from && at < to) granted.push(at);
  }
  return LeadMatches.at(all, leads.visibleSearchPositions(term, from, to)).with(granted);
}

/**
 * Leads in [from, to) of the newest-first order whose search text contains `term` as the caller
 * sees it: every field, or for a caller limited to restricted leads' rows, `visibleMatches`.
 */
export function searchLeads(
  leads: LeadRepository,
  term: string,
  from: number,
  to: number,
  viewer?: RowVisibility,
): LeadMatches {
  if (viewer && !viewer.readsEveryLead()) return visibleMatches(leads, term, from, to, viewer);
  return LeadMatches.at(leads.newestFirst(), leads.searchPositions(term, from, to));
}

function matchingLeads(
  leads: LeadRepository,
  filters: LeadFilters,
  within?: IdSet,
  limited?: RowVisibility,
): { matches: LeadMatches; searchedVisible: boolean } {
  const window = dateWindow(filters);
  const all = leads.newestFirst();
  const from = window ? firstOlderThan(all, window.toIso) : 0;
  const to = window ? Math.max(from, firstOlderThan(all, window.fromIso)) : all.length;
  const sets: IdSet[] = within ? [within] : [];
  if (filters.stage) sets.push(leads.idsWhere('stage', filters.stage));
  if (filters.priority) sets.push(leads.idsWhere('priority', filters.priority));
  if (filters.industryId !== undefined) sets.push(leads.idsWhere('industry', filters.industryId));
  if (filters.exhibitionId !== undefined) sets.push(leads.idsWhere('exhibition', filters.exhibitionId));
  if (filters.employeeId !== undefined) sets.push(leads.idsWhere('employee', filters.employeeId));
  sets.sort((a, b) => a.size - b.size);
  if (sets.some((set) => set.size === 0))
    return { matches: LeadMatches.range(all, 0, 0), searchedVisible: false };
  const term = filters.search;
  // A group much smaller than the range: walking its members beats testing every lead in the
  // range, and for a common term, searching every lead's text only to drop most matches again.
  if (sets.length && sets[0].size * 4 < to - from)
    return { matches: walkSmallest(leads, sets, from, to, term), searchedVisible: false };
  const found = term ? searchLeads(leads, term, from, to, limited) : LeadMatches.range(all, from, to);
  return {
    matches: sets.length ? found.filter((lead) => sets.every((set) => set.has(lead.id))) : found,
    searchedVisible: !!term && !!limited,
  };
}

/**
 * The leads of the smallest filter set that are in [from, to) of the newest-first order, in the
 * other sets and whose kept text holds `term`, back in that order by their positions (a stage and
 * a priority at 100k leads: 9 ms as a range scan, under 1 ms this way). Hidden-field matches are
 * dropped by the caller (withoutHiddenMatches).
 */
function walkSmallest(
  leads: LeadRepository,
  sets: IdSet[],
  from: number,
  to: number,
  term?: string,
): LeadMatches {
  const all = leads.newestFirst();
  const positionOf = leads.positionsById();
  const found = new Int32Array(sets[0].size);
  let n = 0;
  for (const id of sets[0].keys()) {
    const at = id < positionOf.length ? positionOf[id] : -1;
    if (at < from || at >= to) continue;
    let inAll = true;
    for (let i = 1; i < sets.length && inAll; i++) inAll = sets[i].has(id);
    if (inAll && (!term || leads.searchText(all[at]).includes(term))) found[n++] = at;
  }
  return LeadMatches.at(all, found.subarray(0, n).sort());
}
