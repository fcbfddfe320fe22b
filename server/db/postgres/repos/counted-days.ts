import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DateWindow } from '../../../leads/query';
import type { Database } from '../schema';
import type { CountedKind } from '../tables/counts';
import { retryable } from '../transaction';
import { bound } from './window';

type Sql = RawBuilder<unknown>;
const DAY_MS = 86_400_000;

/** A UTC midnight as a timestamptz (a date's infinities stay infinities). */
const midnight = (day: Sql): Sql => sql`((${day})::date::timestamp AT TIME ZONE 'UTC')`;
const utcDay = (column: Sql): Sql => sql`(${column} AT TIME ZONE 'UTC')::date`;

/**
 * `kind`'s rows created in [from, to), counted per key (a lead's stage, '' for the others) and,
 * with `byDay`, per UTC day (else day is NULL). A key account counts on its lead's first 'Y'
 * activity: a 'Y' row with no earlier one of its lead (several at that instant count once); a
 * key-account lead (the key-account list) on the day the lead was created.
 */
function counted(kind: CountedKind, from: Sql, to: Sql, byDay: boolean): Sql {
  switch (kind) {
    case 'leads':
      return sql`SELECT ${byDay ? utcDay(sql`l.created_at`) : sql`NULL::date`} AS day,
          coalesce(l.lead_stage, '') AS key, count(*) AS n
        FROM leads l WHERE l.created_at >= ${from} AND l.created_at < ${to} GROUP BY 1, 2`;
    case 'activities':
      return sql`SELECT ${byDay ? utcDay(sql`a.created_at`) : sql`NULL::date`} AS day, '' AS key, count(*) AS n
        FROM lead_activities a WHERE a.created_at >= ${from} AND a.created_at < ${to} GROUP BY 1, 2`;
    case 'key_accounts':
      return sql`SELECT ${byDay ? utcDay(sql`a.created_at`) : sql`NULL::date`} AS day, '' AS key,
          count(DISTINCT a.lead_id) AS n
        FROM lead_activities a
        WHERE a.key_account = 'Y' AND a.created_at >= ${from} AND a.created_at < ${to}
          AND NOT EXISTS (SELECT 1 FROM lead_activities p
            WHERE p.lead_id = a.lead_id AND p.key_account = 'Y' AND p.created_at < a.created_at)
        GROUP BY 1, 2`;
    case 'key_account_leads':
      return sql`SELECT ${byDay ? utcDay(sql`l.created_at`) : sql`NULL::date`} AS day, '' AS key, count(*) AS n
        FROM leads l WHERE l.created_at >= ${from} AND l.created_at < ${to} AND l.is_key_account
        GROUP BY 1, 2`;
  }
}

/** The first UTC day starting at or after `iso` ('-infinity' for no lower bound). */
function firstWholeDay(iso: string): string {
  if (iso === '-infinity') return iso;
  const t = Date.parse(iso);
  return new Date(Math.ceil(t / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC day holding `iso`: the days before it end by `iso` ('infinity' for no upper bound). */
function dayOf(iso: string): string {
  return iso === 'infinity'
    ? iso
    : new Date(Math.floor(Date.parse(iso) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Counts of leads (by stage), activities and new key accounts over any range without reading
 * whole tables (docs/decisions.md "Counts on PostgreSQL without reading whole tables"). Days that are over (before
 * yesterday, by the app's clock) are counted once into counted_days (migration 0015); a range
 * then adds up its whole counted days and counts only its edges and the days not counted yet
 * (today's, yesterday's, a day marked for recounting) from the tables, in one statement, so the
 * answer is always exact: the kept counts only save reading.
 */
export class CountedDays {
  private readonly refreshing = new Map<CountedKind, Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** `kind` created inside `window` (null: ever), per key. */
  async count(kind: CountedKind, window: DateWindow | null): Promise<Map<string, number>> {
    const from = window ? bound(window.fromIso) : '-infinity';
    const to = window ? bound(window.toIso) : 'infinity';
    if (from === 'infinity' || to === '-infinity') return new Map();
    await this.refresh(kind);
    const first = firstWholeDay(from);
    const last = dayOf(to);
    // Counted days run from `first` to `end` (exclusive): up to the range's last whole day, the
    // kind's counted_through and its first day marked for recounting, whichever comes first.
    const { rows } = await sql<{ key: string; n: string }>`
      WITH b AS (SELECT greatest(${first}::date, least(${last}::date,
          coalesce((SELECT through FROM counted_through WHERE kind = ${kind}), '-infinity'::date),
          coalesce((SELECT min(day) FROM counted_days WHERE kind = ${kind} AND counts IS NULL), 'infinity'::date)
        )) AS day)
      SELECT key, sum(n)::bigint AS n FROM (
        SELECT e.key, e.value::bigint AS n FROM counted_days c CROSS JOIN LATERAL jsonb_each_text(c.counts) e
          WHERE c.kind = ${kind} AND c.day >= ${first}::date AND c.day < (SELECT day FROM b)
        UNION ALL SELECT key, n FROM (${counted(kind, sql`${from}::timestamptz`, sql`least(${to}::timestamptz, ${midnight(sql`${first}`)})`, false)}) head
        UNION ALL SELECT key, n FROM (${counted(kind, sql`greatest(${from}::timestamptz, ${midnight(sql`(SELECT day FROM b)`)})`, sql`${to}::timestamptz`, false)}) tail
      ) parts GROUP BY key`.execute(this.db);
    return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.key, Number(r.n)]));
  }

  /** Counts the days of `kind` that are over and not counted yet; one at a time per kind. */
  private refresh(kind: CountedKind): Promise<void> {
    const running = this.refreshing.get(kind);
    if (running) return running;
    const done = this.countDaysOver(kind).finally(() => this.refreshing.delete(kind));
    this.refreshing.set(kind, done);
    return done;
  }

  private async countDaysOver(kind: CountedKind): Promise<void> {
    const closedBefore = dayOf(new Date(this.now().getTime() - DAY_MS).toISOString());
    const { rows } = await sql<{ through: string | null; recount: boolean }>`
      SELECT (SELECT through FROM counted_through WHERE kind = ${kind}) AS through,
        EXISTS (SELECT 1 FROM counted_days WHERE kind = ${kind} AND counts IS NULL) AS recount`.execute(
      this.db,
    );
    const through = rows[0].through ?? '-infinity';
    if (through !== '-infinity' && through >= closedBefore && !rows[0].recount) return;
    try {
      await this.db
        .transaction()
        .setIsolationLevel('serializable')
        .execute(async (trx) => {
          const { rows: marked } = await sql<{ day: string }>`
            SELECT day FROM counted_days WHERE kind = ${kind} AND counts IS NULL`.execute(trx);
          const upTo = through === '-infinity' || through < closedBefore ? closedBefore : through;
          // Days marked after their kind was counted again from an earlier day are in the range.
          const days = marked.map((r) => r.day).filter((day) => through !== '-infinity' && day < through);
          await sql`DELETE FROM counted_days WHERE kind = ${kind}
            AND ((day >= ${through}::date AND day < ${upTo}::date) OR counts IS NULL)`.execute(trx);
          await sql`INSERT INTO counted_days (kind, day, counts)
            SELECT ${kind}, day, jsonb_object_agg(key, n) FROM (
              ${counted(kind, midnight(sql`${through}`), midnight(sql`${upTo}`), true)}
              UNION ALL SELECT c.* FROM unnest(${days}::date[]) AS s(day)
                CROSS JOIN LATERAL (${counted(kind, midnight(sql`s.day`), midnight(sql`s.day + 1`), true)}) c
            ) grouped GROUP BY day`.execute(trx);
          await sql`INSERT INTO counted_through (kind, through) VALUES (${kind}, ${upTo}::date)
            ON CONFLICT (kind) DO UPDATE SET through = EXCLUDED.through`.execute(trx);
        });
    } catch (err) {
      // Another server counting at once, or a write into the days being counted: the counts
      // read this time stay exact (they count from the tables what is not counted), only slower.
      if (!retryable(err)) throw err;
    }
  }
}
