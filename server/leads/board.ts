import type { Repos } from '../repositories';
import {
  dateWindow,
  firstOlderThan,
  matchesListedFields,
  searchLeads,
  type LeadFilters,
  type ListedOnly,
  type RowVisibility,
} from './query';
import { newestFirst, type LeadRepository } from './repository';
import { byStageOrder } from '../../contract/stages';
import type { LeadRow } from '../stored/leads';

/** Where a column's next page starts: after the card with this (created_at, id). */
export interface BoardCursor {
  id: number;
  created_at: string;
}

export interface BoardColumnSlice {
  total: number;
  rows: LeadRow[];
  has_more: boolean;
}

/** First position of a newest-first list that comes after the cursor (binary search). */
function positionAfter(rows: readonly LeadRow[], cursor: BoardCursor): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (newestFirst(rows[mid], cursor) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One board column: the leads of `stageRows` (one stage, newest first, from the dashboards'
 * per-stage index) that pass the list filters, counted, and `limit` of them after the cursor.
 * The date range is two binary searches on the stage's order; with no other filter the count and
 * the page are slices. The other filters are index lookups: the column walks only its own leads
 * inside the range, or the smallest filter group when that is smaller (docs/decisions.md).
 */
export function boardColumn(
  leads: LeadRepository,
  stageRows: readonly LeadRow[],
  filters: LeadFilters,
  limit: number,
  cursor: BoardCursor | null,
  /** The leads the search matches (searchMatches), or null without a search. */
  searched: ReadonlySet<number> | null = null,
  /** Leads the caller sees as list rows only: they match on their rows' fields (leads/query.ts). */
  listedOnly?: ListedOnly,
): BoardColumnSlice {
  const window = dateWindow(filters);
  const from = window ? firstOlderThan(stageRows, window.toIso) : 0;
  const to = window ? Math.max(from, firstOlderThan(stageRows, window.fromIso)) : stageRows.length;
  const sets: ReadonlySet<number>[] = [];
  if (filters.priority) sets.push(leads.idsWhere('priority', filters.priority));
  if (filters.industryId !== undefined) sets.push(leads.idsWhere('industry', filters.industryId));
  if (filters.exhibitionId !== undefined) sets.push(leads.idsWhere('exhibition', filters.exhibitionId));
  if (filters.employeeId !== undefined) sets.push(leads.idsWhere('employee', filters.employeeId));
  if (searched) sets.push(searched);
  sets.sort((a, b) => a.size - b.size);

  if (!sets.length) {
    const start = cursor ? Math.max(from, positionAfter(stageRows, cursor)) : from;
    const rows = stageRows.slice(start, Math.min(to, start + limit));
    return { total: to - from, rows, has_more: start + rows.length < to };
  }

  const stage = stageRows[0]?.lead_stage;
  // The search already saw only what the caller sees (searchMatches); the other hidden fields here.
  const hidden = listedOnly && (filters.exhibitionId !== undefined || filters.employeeId !== undefined);
  const unsearched = { ...filters, search: undefined };
  const passes = (lead: LeadRow) =>
    sets.every((set) => set.has(lead.id)) &&
    (!hidden || lead.is_disabled !== 1 || matchesListedFields(leads, lead, unsearched) || !listedOnly(lead));
  let matches: LeadRow[];
  if (sets.length && sets[0].size < to - from) {
    // A small filter group: look its leads up instead of walking the stage's range.
    const low = window?.fromIso ?? '';
    const high = window?.toIso ?? '99999';
    matches = [...sets[0]]
      .map((id) => leads.get(id))
      .filter((lead): lead is LeadRow => {
        if (!lead || lead.lead_stage !== stage) return false;
        const at = String(lead.created_at ?? '');
        return at >= low && at < high && passes(lead);
      })
      .sort(newestFirst);
  } else {
    matches = [];
    for (let i = from; i < to; i++) if (passes(stageRows[i])) matches.push(stageRows[i]);
  }
  const start = cursor ? positionAfter(matches, cursor) : 0;
  const rows = matches.slice(start, start + limit);
  return { total: matches.length, rows, has_more: start + rows.length < matches.length };
}

/**
 * The ids of the leads inside the date range whose search text, as the caller sees it, holds the
 * search term: found once per request with the list's search (leads/query.ts `searchLeads`), then
 * shared by the columns.
 */
export function searchMatches(
  leads: LeadRepository,
  filters: LeadFilters,
  viewer: RowVisibility,
): ReadonlySet<number> | null {
  if (!filters.search) return null;
  const window = dateWindow(filters);
  const all = leads.newestFirst();
  const from = window ? firstOlderThan(all, window.toIso) : 0;
  const to = window ? Math.max(from, firstOlderThan(all, window.fromIso)) : all.length;
  return new Set(
    searchLeads(leads, filters.search, from, to, viewer)
      .rows()
      .map((lead) => lead.id),
  );
}

export interface BoardStage {
  lead_stage: string;
  color: string | null;
}

/**
 * The board's columns: the configured stages in their order (with their colours), then any stage
 * a lead holds that the list no longer has (the dashboards' count per stage names them). Their
 * cards come from the leads repository (`board`, `boardColumn`).
 */
export async function boardStages(repos: Repos): Promise<BoardStage[]> {
  const held = await repos.dashboards.countByStage(null);
  const configured = (await repos.table('lead-stages').list()).sort(byStageOrder);
  const out: BoardStage[] = configured.map((s) => ({
    lead_stage: String(s.lead_stage),
    color: typeof s.color === 'string' ? s.color : null,
  }));
  const known = new Set(out.map((c) => c.lead_stage));
  for (const stage of [...held.keys()].sort((a, b) => (a < b ? -1 : 1)))
    if (stage && !known.has(stage)) out.push({ lead_stage: stage, color: null });
  return out;
}
