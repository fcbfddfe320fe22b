import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Paging } from '../../../http/paging';
import type { BoardColumnSlice, BoardCursor } from '../../../leads/board';
import { LeadMatches, type LeadPage } from '../../../leads/matches';
import type { LeadFilters, RowVisibility } from '../../../leads/query';
import type { Repos } from '../../../repositories';
import type { LeadRow } from '../../../stored/leads';
import type { IdSet } from '../../indexes';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { postgresTx, readerOf } from '../transaction';
import { leadConditions, searchCondition } from './lead-conditions';
import { leadsOf, tableRowsOf, writeChildren } from './lead-rows';

type Doc = Record<string, unknown>;
type LeadsRepo = Repos['leads'];
const NEWEST_FIRST = sql`l.created_at DESC, l.id DESC`;
const isId = (id: unknown): id is number => Number.isSafeInteger(id);

/**
 * `repos.leads` on PostgreSQL: the same answers as server/leads/async-repository.ts (the contract
 * suite tests/api/postgres/repository-contract/leads.test.ts runs both). Every list is one query
 * whose WHERE is repos/lead-conditions.ts over indexed columns, newest first by leads_newest_idx;
 * a page is cut by LIMIT and counted in the same statement (`page`, `boardColumn`). Rows are
 * mapped by the loader's mapping (load/to-rows.ts, load/from-rows.ts) through lead-rows.ts.
 */
export class PostgresLeadRepository implements LeadsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async get(id: number | null | undefined, via?: Tx): Promise<LeadRow | undefined> {
    if (!isId(id)) return undefined;
    return (await this.where(sql`l.id = ${id}`, via))[0];
  }

  async getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, LeadRow>> {
    const wanted = [...new Set(ids.filter(isId))];
    const rows = wanted.length ? await this.where(sql`l.id = ANY(${wanted}::bigint[])`, via) : [];
    return new Map(rows.map((lead) => [lead.id, lead]));
  }

  /** Every lead (the offline duplicate index needs them all: server/leads/wizard/duplicate-index.ts). */
  async newestFirst(): Promise<readonly LeadRow[]> {
    return this.where(sql`true`);
  }

  async filter(filters: LeadFilters, within?: IdSet, viewer?: RowVisibility): Promise<LeadMatches> {
    const rows = await this.where(leadConditions(filters, viewer, { within: within && [...within.keys()] }));
    return LeadMatches.range(rows, 0, rows.length);
  }

  async page(
    filters: LeadFilters,
    paging: Paging,
    viewer?: RowVisibility,
    within?: IdSet,
  ): Promise<LeadPage> {
    const where = leadConditions(filters, viewer, { within: within && [...within.keys()] });
    const { rows, total } = await this.counted(
      where,
      paging.perPage,
      sql`${(paging.page - 1) * paging.perPage}`,
    );
    return { rows, total };
  }

  async search(term: string, viewer?: RowVisibility): Promise<LeadMatches> {
    const rows = await this.where(searchCondition(term, viewer));
    return LeadMatches.range(rows, 0, rows.length);
  }

  async board(
    stages: readonly string[],
    filters: LeadFilters,
    viewer: RowVisibility,
    limit: number,
  ): Promise<BoardColumnSlice[]> {
    return Promise.all(stages.map((stage) => this.boardColumn(stage, filters, viewer, limit, null)));
  }

  /**
   * One column: its leads after the cursor, `limit` of them, and its count, in one statement (a
   * stage filter naming another stage leaves it empty, as the embedded board does).
   */
  async boardColumn(
    stage: string,
    filters: LeadFilters,
    viewer: RowVisibility,
    limit: number,
    cursor: BoardCursor | null,
  ): Promise<BoardColumnSlice> {
    const where = leadConditions(filters, viewer, { stage });
    const after = cursor
      ? sql`(l.created_at, l.id) < (${cursor.created_at}::timestamptz, ${cursor.id})`
      : sql`true`;
    const { rows, total } = await this.counted(where, limit + 1, sql`0`, after);
    return { total, rows: rows.slice(0, limit), has_more: rows.length > limit };
  }

  async withFile(name: string): Promise<LeadRow[]> {
    return this.where(
      sql`(l.organization_logo = ${name}
        OR l.id IN (SELECT p.lead_id FROM lead_concern_persons p WHERE p.attachment = ${name}))`,
      undefined,
      sql`l.id`,
    );
  }

  async withAnyKey(keys: string[], via?: Tx): Promise<LeadRow[]> {
    if (!keys.length) return [];
    return this.where(sql`l.identity_keys && ${keys}::text[]`, via, sql`l.id`);
  }

  async insert(tx: Tx, doc: NewRow<LeadRow>): Promise<LeadRow> {
    const trx = postgresTx(tx).writes();
    const { lead, children } = tableRowsOf({ ...doc, id: 0 });
    const { id } = await trx
      .insertInto('leads')
      .values(lead as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeChildren(trx, id, children);
    return (await this.get(id, tx))!;
  }

  async update(tx: Tx, id: number, patch: RowPatch<LeadRow>): Promise<LeadRow> {
    const current = await this.get(id, tx);
    if (!current) throw new Error(`leads ${id} does not exist`);
    const trx = postgresTx(tx).writes();
    // The search texts and identity keys derive from the whole lead: its row is written whole.
    const { lead, children } = tableRowsOf({ ...current, ...patch, id });
    await trx
      .updateTable('leads')
      .set(lead as never)
      .where('id', '=', id)
      .execute();
    const touched = children.filter(([table]) =>
      table === 'lead_exhibitions' ? 'initial_info' in patch : 'concern_person' in patch,
    );
    await writeChildren(trx, id, touched);
    return (await this.get(id, tx))!;
  }

  async remove(tx: Tx, id: number): Promise<boolean> {
    const gone = await postgresTx(tx).writes().deleteFrom('leads').where('id', '=', id).executeTakeFirst();
    return gone.numDeletedRows > 0n;
  }

  /** The leads matching `where`, newest first (or in `order`), with their child rows. */
  private async where(where: RawBuilder<unknown>, via?: Tx, order = NEWEST_FIRST): Promise<LeadRow[]> {
    const db = readerOf(this.db, via);
    const { rows } = await sql<Doc>`SELECT l.* FROM leads l WHERE ${where} ORDER BY ${order}`.execute(db);
    return leadsOf(db, rows);
  }

  /**
   * `limit` leads matching `where` and `after` from `offset` on, newest first, and how many match
   * `where`: one statement, so a page past the end still carries the count.
   */
  private async counted(
    where: RawBuilder<unknown>,
    limit: number,
    offset: RawBuilder<unknown>,
    after: RawBuilder<unknown> = sql`true`,
  ): Promise<{ rows: LeadRow[]; total: number }> {
    const { rows } = await sql<Doc & { matched: number }>`
      SELECT counted.matched, p.* FROM (SELECT count(*) AS matched FROM leads l WHERE ${where}) counted
      LEFT JOIN LATERAL (
        SELECT l.* FROM leads l WHERE ${where} AND ${after} ORDER BY ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}
      ) p ON true`.execute(this.db);
    const found = rows.filter((row) => row.id !== null).map(({ matched: _m, ...row }) => row);
    return { rows: await leadsOf(this.db, found), total: Number(rows[0]?.matched ?? 0) };
  }
}
