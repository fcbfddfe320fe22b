import { AsyncRows } from '../db/async-rows';
import type { Database } from '../db/database';
import type { GroupIndex, IdSet } from '../db/indexes';
import { type Pages, slices } from '../db/pages';
import { textKey } from '../db/repository';
import { KEY_ACCOUNT_INDEX } from '../lead-activities/repository';
import type { Tx } from '../db/tx';
import { rowsByIds } from '../db/collection-repository';
import type { StageTimelineIndex } from '../dashboards/stage-timeline-index';
import type { LeadRow } from '../stored/leads';
import { boardColumn, searchMatches, type BoardColumnSlice, type BoardCursor } from './board';
import type { LeadPage, LeadPageScope } from './matches';
import type { Paging } from '../http/paging';
import { filterLeads, type LeadFilters, type RowVisibility } from './query';
import { LeadRepository } from './repository';
import { duplicateIndexEntry } from './identity-keys';
import type { DuplicateIndexEntry } from '../../contract/duplicates';

/**
 * Leads (`repos.leads`). Async, as a PostgreSQL store's will be (docs/storage.md "Writing"): each
 * list a route needs is one call answering only what it shows (a page and its count, a board
 * column, a few names) or, for an export, pages of it; never one call per row, never the whole
 * table at once. Over the sync LeadRepository, whose kept orders and indexes answer
 * them here (leads/query.ts, leads/board.ts).
 */
export class AsyncLeadRepository extends AsyncRows<LeadRow, LeadRepository> {
  constructor(private readonly db: Database) {
    super(new LeadRepository(db));
  }

  /** The leads of these ids (ignoring what is not an id or not found), by id. */
  async getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, LeadRow>> {
    return rowsByIds(this.rows, ids, via);
  }

  /**
   * The leads matching the list's filters as `viewer` sees them, newest first, `size` at a time:
   * the phone export and the offline duplicate index (server/db/pages.ts).
   */
  pages(filters: LeadFilters, viewer: RowVisibility | undefined, size: number): Pages<LeadRow> {
    return slices(filterLeads(this.rows, filters, undefined, viewer).rows(), size);
  }

  /**
   * The offline duplicate index, newest first, `size` entries at a time: every lead's identity
   * keys, a restricted lead's by its list row unless `whole` (server/leads/identity-keys.ts).
   */
  async *duplicateIndexPages(whole: boolean, size: number): Pages<DuplicateIndexEntry> {
    for await (const page of this.pages({}, undefined, size))
      yield page.map((lead) => duplicateIndexEntry(lead, whole));
  }

  /**
   * One page of the list and its length: what a paged list asks (GET /leads, the search
   * palette; `keyAccounts`: only the leads any activity marks a key account, GET /key-account-list),
   * so a store can cut the page where it finds the rows. `countUpTo`: the length counted up to
   * that many at most (the search palette's totals), so a store may stop counting there.
   */
  async page(
    filters: LeadFilters,
    paging: Paging,
    viewer?: RowVisibility,
    scope: LeadPageScope = {},
  ): Promise<LeadPage> {
    const within = scope.keyAccounts ? this.keyAccountIds() : undefined;
    const matches = filterLeads(this.rows, filters, within, viewer);
    const { page, perPage } = paging;
    const total = scope.countUpTo === undefined ? matches.length : Math.min(matches.length, scope.countUpTo);
    return { rows: matches.slice((page - 1) * perPage, page * perPage), total };
  }

  /**
   * Up to `max` distinct organization names (compared as server/db/repository.ts `textKey`)
   * containing `term` (lower-cased), newest first, each as its newest lead spells it: the
   * leads' search index finds the candidates (the name is part of their search text).
   */
  async distinctNames(term: string, max: number): Promise<string[]> {
    const names = new Map<string, string>();
    const all = this.rows.newestFirst();
    for (const at of this.rows.searchPositions(term, 0, all.length)) {
      const name = String(all[at].initial_info?.organization_name ?? '');
      const key = textKey(name);
      if (!key.includes(term) || names.has(key)) continue;
      names.set(key, name);
      if (names.size >= max) break;
    }
    return [...names.values()];
  }

  /** The leads any activity marks a key account: the activities' index (server/lead-activities/repository.ts). */
  private keyAccountIds(): IdSet {
    return this.db.index<GroupIndex>('lead-activities', KEY_ACCOUNT_INDEX).keySet();
  }

  /**
   * The board's first answer: per stage ('' for leads without one) the count of its leads that
   * pass the filters as `viewer` sees them and the newest `limit` (leads/board.ts); the search
   * is run once for every column.
   */
  async board(
    stages: readonly string[],
    filters: LeadFilters,
    viewer: RowVisibility,
    limit: number,
  ): Promise<BoardColumnSlice[]> {
    const orders = this.stageOrders();
    const searched = searchMatches(this.rows, filters, viewer);
    return stages.map((stage) => this.column(orders, stage, filters, viewer, limit, null, searched));
  }

  /** One board column's next cards after the cursor (as `board`). */
  async boardColumn(
    stage: string,
    filters: LeadFilters,
    viewer: RowVisibility,
    limit: number,
    cursor: BoardCursor | null,
  ): Promise<BoardColumnSlice> {
    const searched = searchMatches(this.rows, filters, viewer);
    return this.column(this.stageOrders(), stage, filters, viewer, limit, cursor, searched);
  }

  private column(
    orders: ReadonlyMap<string, readonly LeadRow[]>,
    stage: string,
    filters: LeadFilters,
    viewer: RowVisibility,
    limit: number,
    cursor: BoardCursor | null,
    searched: ReadonlySet<number> | null,
  ): BoardColumnSlice {
    // A stage filter keeps every column but empties the others (a card can still be moved anywhere).
    const rows = filters.stage && stage.toLowerCase() !== filters.stage ? [] : (orders.get(stage) ?? []);
    return boardColumn(this.rows, rows, filters, limit, cursor, searched, viewer.listedOnly);
  }

  /** Each stage's leads newest first: the dashboards' kept order (server/dashboards/repository.ts). */
  private stageOrders(): ReadonlyMap<string, readonly LeadRow[]> {
    return new Map(this.db.index<StageTimelineIndex>('leads', 'stageTimeline').entries());
  }

  /** Leads that hold a stored file (logo or a visiting card). */
  async withFile(name: string): Promise<LeadRow[]> {
    return this.rows.withFile(name);
  }

  /** Leads sharing any of the keys (see identityKeys): the duplicate check without a scan. */
  async withAnyKey(keys: string[], via?: Tx): Promise<LeadRow[]> {
    return this.rows.withAnyKey(keys, via);
  }
}
