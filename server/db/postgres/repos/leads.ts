import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Paging } from '../../../http/paging';
import type { BoardColumnSlice, BoardCursor } from '../../../leads/board';
import type { LeadPage, LeadPageScope } from '../../../leads/matches';
import { dateWindow, type LeadFilters, type RowVisibility } from '../../../leads/query';
import type { Repos } from '../../../repositories';
import type { LeadRow } from '../../../stored/leads';
import { keysetPages, type Pages } from '../../pages';
import { textKey } from '../../repository';
import type { Doc, NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { integerIds } from '../any-table';
import { readerOf } from '../transaction';
import { CountedDays } from './counted-days';
import { employeeCount, keyAccountSearchCount, leadConditions } from './lead-conditions';
import { likeContaining } from './like';
import { PostgresRows } from './rows';
import { isStoredId } from '../ids';
import { duplicateIndexEntry } from '../../../leads/identity-keys';
import type { DuplicateIndexEntry } from '../../../../contract/duplicates';

type LeadsRepo = Repos['leads'];
const NEWEST_FIRST = sql`l.created_at DESC, l.id DESC`;

/** Whether a list selects by its date range alone (or by nothing). */
const onlyDates = (f: LeadFilters): boolean =>
  !f.search &&
  !f.stage &&
  !f.priority &&
  f.industryId === undefined &&
  f.exhibitionId === undefined &&
  f.employeeId === undefined;

/** Whether a list selects by one employee (and perhaps its date range) alone. */
const onlyEmployee = (f: LeadFilters): boolean =>
  f.employeeId !== undefined && onlyDates({ ...f, employeeId: undefined });

/** Leads read per query while collecting distinct names. */
const NAME_BATCH = 200;

/**
 * `repos.leads` on PostgreSQL: the same answers as server/leads/async-repository.ts (the contract
 * suite tests/api/postgres/repository-contract/leads.test.ts runs both). Every list is one query
 * (an export's keyset pages one each) whose WHERE is repos/lead-conditions.ts over indexed
 * columns, newest first by leads_newest_idx; a page is cut by LIMIT and counted in the same
 * statement (`page`, `boardColumn`). Rows are read and written through repos/rows.ts.
 */
export class PostgresLeadRepository implements LeadsRepo {
  private readonly rows: PostgresRows<LeadRow>;
  private readonly days: CountedDays;

  constructor(
    private readonly db: Kysely<Database>,
    now: () => Date,
  ) {
    this.rows = new PostgresRows(db, 'leads');
    this.days = new CountedDays(db, now);
  }

  async get(id: number | null | undefined, via?: Tx): Promise<LeadRow | undefined> {
    if (!isStoredId(id)) return undefined;
    return (await this.where(sql`l.id = ${id}`, via))[0];
  }

  async getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, LeadRow>> {
    const wanted = integerIds(ids);
    const rows = wanted.length ? await this.where(sql`l.id = ANY(${wanted}::bigint[])`, via) : [];
    return new Map(rows.map((lead) => [lead.id, lead]));
  }

  /** Keyset pages on (created_at, id), newest first: each one LIMITed query on leads_newest_idx. */
  pages(filters: LeadFilters, viewer: RowVisibility | undefined, size: number): Pages<LeadRow> {
    const where = leadConditions(filters, viewer);
    return keysetPages(
      size,
      async (after: Doc | null, limit) => {
        const { rows } = await sql<Doc>`
          SELECT l.* FROM leads l WHERE ${where} AND ${this.after(after)}
          ORDER BY ${NEWEST_FIRST} LIMIT ${limit}`.execute(this.db);
        return rows;
      },
      (rows) => this.rows.documents(rows),
    );
  }

  /**
   * The offline duplicate index from each lead's stored identity_keys (to-rows.ts writes them with
   * the same rule), newest first: keyset pages of five narrow columns, not whole leads with their
   * child rows (at 100k leads, staff's 26 MB answer took 8.9 s and takes 3.9, measured with other
   * work on the machine). A restricted lead the caller sees by its list row only is read whole,
   * for that row's keys.
   */
  duplicateIndexPages(whole: boolean, size: number): Pages<DuplicateIndexEntry> {
    type Keyed = {
      id: number;
      created_at: string;
      organization_name: string;
      is_disabled: number;
      identity_keys: string[];
    };
    return keysetPages(
      size,
      async (after: Keyed | null, limit) => {
        const { rows } = await sql<Keyed>`
          SELECT l.id, l.created_at, l.organization_name, l.is_disabled, l.identity_keys FROM leads l
           WHERE ${this.after(after)} ORDER BY ${NEWEST_FIRST} LIMIT ${limit}`.execute(this.db);
        return rows;
      },
      async (rows) => {
        const listed = whole ? [] : rows.filter((row) => row.is_disabled === 1).map((row) => row.id);
        const restricted = listed.length ? await this.getMany(listed) : new Map<number, LeadRow>();
        return rows.map((row) => {
          const lead = restricted.get(row.id);
          return lead
            ? duplicateIndexEntry(lead, false)
            : { id: row.id, organization_name: row.organization_name, keys: row.identity_keys };
        });
      },
    );
  }

  async page(
    filters: LeadFilters,
    paging: Paging,
    viewer?: RowVisibility,
    { keyAccounts = false, countUpTo }: LeadPageScope = {},
  ): Promise<LeadPage> {
    const where = leadConditions(filters, viewer, { keyAccounts });
    const count = this.countApart(filters, where, viewer, keyAccounts);
    if (count) {
      const [rows, total] = await Promise.all([this.where(where, undefined, NEWEST_FIRST, paging), count()]);
      return { rows, total: countUpTo === undefined ? total : Math.min(total, countUpTo) };
    }
    const { rows, total } = await this.counted(
      where,
      paging.perPage,
      sql`${(paging.page - 1) * paging.perPage}`,
      sql`true`,
      countUpTo,
    );
    return { rows, total };
  }

  /**
   * A count cheaper than testing every matching lead, for the lists that have one (the page is
   * then read on its own, at the same time); null: `counted` counts in the page's statement.
   */
  private countApart(
    filters: LeadFilters,
    where: RawBuilder<unknown>,
    viewer: RowVisibility | undefined,
    keyAccounts: boolean,
  ): (() => Promise<number>) | null {
    const matched = (query: RawBuilder<unknown>) => async () =>
      Number((await sql<{ matched: number }>`${query}`.execute(this.db)).rows[0].matched);
    // Every lead (key account) of the range: from the counted days, not lead by lead.
    if (onlyDates(filters))
      return async () => {
        const counts = await this.days.count(
          keyAccounts ? 'key_account_leads' : 'leads',
          dateWindow(filters),
        );
        return [...counts.values()].reduce((a, b) => a + b, 0);
      };
    // One employee's leads: from the assignment indexes (lead-conditions.ts employeeCount).
    if (onlyEmployee(filters) && !keyAccounts)
      return matched(employeeCount(filters.employeeId!, filters, viewer));
    // A key-account search: in two parts (lead-conditions.ts keyAccountSearchCount).
    if (keyAccounts && filters.search) return matched(keyAccountSearchCount(where));
    return null;
  }

  /**
   * The newest leads whose search text (trigram index) and lower-cased name hold the term, read
   * NAME_BATCH at a time until `max` distinct names are found; the name is checked again as the
   * embedded store checks it.
   */
  async distinctNames(term: string, max: number): Promise<string[]> {
    const like = likeContaining(term);
    const names = new Map<string, string>();
    const batches = keysetPages(
      NAME_BATCH,
      async (after: Doc | null, limit) => {
        const { rows } = await sql<Doc>`
        SELECT l.id, l.created_at, l.organization_name FROM leads l
        WHERE l.search_text LIKE ${like} AND lower(l.organization_name) LIKE ${like} AND ${this.after(after)}
        ORDER BY ${NEWEST_FIRST} LIMIT ${limit}`.execute(this.db);
        return rows;
      },
      async (rows) => rows,
    );
    for await (const batch of batches) {
      for (const row of batch) {
        const name = String(row.organization_name ?? '');
        const key = textKey(name);
        if (!key.includes(term) || names.has(key)) continue;
        names.set(key, name);
        if (names.size >= max) return [...names.values()];
      }
    }
    return [...names.values()];
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

  insert(tx: Tx, doc: NewRow<LeadRow>): Promise<LeadRow> {
    return this.rows.insert(tx, doc);
  }

  async update(tx: Tx, id: number, patch: RowPatch<LeadRow>): Promise<LeadRow> {
    const current = await this.get(id, tx);
    if (!current) throw new Error(`leads ${id} does not exist`);
    // The search texts and identity keys derive from the whole lead: its row is written whole;
    // the child rows only of the parts the patch names.
    const touched = this.rows.children.filter(([table]) =>
      table === 'lead_exhibitions' ? 'initial_info' in patch : 'concern_person' in patch,
    );
    return this.rows.replace(tx, { ...current, ...patch, id }, touched);
  }

  remove(tx: Tx, id: number): Promise<boolean> {
    return this.rows.remove(tx, id);
  }

  /** The leads matching `where`, newest first (or in `order`), with their child rows; or one page of them. */
  private async where(
    where: RawBuilder<unknown>,
    via?: Tx,
    order = NEWEST_FIRST,
    page?: Paging,
  ): Promise<LeadRow[]> {
    const db = readerOf(this.db, via);
    const cut = page ? sql`LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}` : sql``;
    const { rows } = await sql<Doc>`SELECT l.* FROM leads l WHERE ${where} ORDER BY ${order} ${cut}`.execute(
      db,
    );
    return this.rows.documents(rows, via);
  }

  /**
   * `limit` leads matching `where` and `after` from `offset` on, newest first, and how many match
   * `where` (up to `countUpTo` when given: the scan stops there): one statement, so a page past
   * the end still carries the count.
   */
  private async counted(
    where: RawBuilder<unknown>,
    limit: number,
    offset: RawBuilder<unknown>,
    after: RawBuilder<unknown> = sql`true`,
    countUpTo?: number,
  ): Promise<{ rows: LeadRow[]; total: number }> {
    const matching =
      countUpTo === undefined
        ? sql`SELECT count(*) AS matched FROM leads l WHERE ${where}`
        : sql`SELECT count(*) AS matched FROM (SELECT 1 FROM leads l WHERE ${where} LIMIT ${countUpTo}) m`;
    const { rows } = await sql<Doc & { matched: number }>`
      SELECT counted.matched, p.* FROM (${matching}) counted
      LEFT JOIN LATERAL (
        SELECT l.* FROM leads l WHERE ${where} AND ${after} ORDER BY ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}
      ) p ON true`.execute(this.db);
    const found = rows.filter((row) => row.id !== null).map(({ matched: _m, ...row }) => row);
    return { rows: await this.rows.documents(found), total: Number(rows[0]?.matched ?? 0) };
  }

  /** Past a keyset cursor in the newest-first order (none: from the newest). */
  private after(row: Doc | null): RawBuilder<unknown> {
    return row ? sql`(l.created_at, l.id) < (${row.created_at}::timestamptz, ${row.id}::bigint)` : sql`true`;
  }
}
