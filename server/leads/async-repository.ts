import type { Database } from '../db/database';
import type { IdSet } from '../db/indexes';
import type { NewRow, RowPatch } from '../db/row';
import type { Tx } from '../db/tx';
import { rowsByIds } from '../db/collection-repository';
import type { StageTimelineIndex } from '../dashboards/stage-timeline-index';
import type { LeadRow } from '../stored/leads';
import { boardColumn, searchMatches, type BoardColumnSlice, type BoardCursor } from './board';
import type { LeadMatches, LeadPage } from './matches';
import type { Paging } from '../http/paging';
import { filterLeads, searchLeads, type LeadFilters, type RowVisibility } from './query';
import { LeadRepository } from './repository';

/**
 * Leads (`repos.leads`). Async, as a PostgreSQL store's will be (docs/storage.md "Writing"): each
 * list a route needs is one call answering its rows (the filtered list, a search, a board column),
 * never one call per row. Over the sync LeadRepository, whose kept orders and indexes answer
 * them here (leads/query.ts, leads/board.ts).
 */
export class AsyncLeadRepository {
  private readonly rows: LeadRepository;

  constructor(private readonly db: Database) {
    this.rows = new LeadRepository(db);
  }

  async get(id: number | null | undefined, via?: Tx): Promise<LeadRow | undefined> {
    return this.rows.get(id, via);
  }

  /** The leads of these ids (ignoring what is not an id or not found), by id. */
  async getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, LeadRow>> {
    return rowsByIds(this.rows, ids, via);
  }

  /** Every committed lead, newest first. Read-only. */
  async newestFirst(): Promise<readonly LeadRow[]> {
    return this.rows.newestFirst();
  }

  /**
   * The leads matching the list's filters, newest first (`within`: only these ids, the key
   * accounts; `viewer`: what the caller sees of restricted leads), see leads/query.ts.
   */
  async filter(filters: LeadFilters, within?: IdSet, viewer?: RowVisibility): Promise<LeadMatches> {
    return filterLeads(this.rows, filters, within, viewer);
  }

  /**
   * One page of `filter`'s list and its length: what a paged list asks (GET /leads, the key
   * accounts, the search palette), so a store can cut the page where it finds the rows.
   */
  async page(
    filters: LeadFilters,
    paging: Paging,
    viewer?: RowVisibility,
    within?: IdSet,
  ): Promise<LeadPage> {
    const matches = filterLeads(this.rows, filters, within, viewer);
    const { page, perPage } = paging;
    return { rows: matches.slice((page - 1) * perPage, page * perPage), total: matches.length };
  }

  /** Every lead whose search text, as `viewer` sees it, contains `term` (lower-cased), newest first. */
  async search(term: string, viewer?: RowVisibility): Promise<LeadMatches> {
    return searchLeads(this.rows, term, 0, this.rows.newestFirst().length, viewer);
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

  async insert(tx: Tx, doc: NewRow<LeadRow>): Promise<LeadRow> {
    return this.rows.insert(tx, doc);
  }

  async update(tx: Tx, id: number, patch: RowPatch<LeadRow>): Promise<LeadRow> {
    return this.rows.update(tx, id, patch);
  }

  /** False when there is no such lead. */
  async remove(tx: Tx, id: number): Promise<boolean> {
    return this.rows.remove(tx, id);
  }
}
