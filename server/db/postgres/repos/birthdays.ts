import { type Kysely, type RawBuilder, sql } from 'kysely';
import { emailKey, holdersOf } from '../../../birthdays/email-key';
import type { BirthdayRepository } from '../../../birthdays/repository';
import type { BirthdayRow } from '../../../stored/accounts';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { PostgresRows } from './rows';

type Public<T> = { [K in keyof T]: T[K] };

/** The month and day of "MM-DD". */
const parts = (md: string): [number, number] => [Number(md.slice(0, 2)), Number(md.slice(3, 5))];

/**
 * The columns of birthdays_month_day_idx, in its order: the calendar order of
 * server/birthdays/repository.ts, names compared as JavaScript compares them (code points, "C").
 */
const CALENDAR = sql`EXTRACT(month FROM dob), EXTRACT(day FROM dob), crms_lower(person_name) COLLATE "C", id`;
const MONTH_DAY = sql`(EXTRACT(month FROM dob), EXTRACT(day FROM dob))`;

/**
 * `repos.birthdays` on PostgreSQL: the same answers as server/birthdays/repository.ts. The
 * calendar list and the daily mail read birthdays_month_day_idx, an import's duplicates
 * birthdays_contact_email_key_idx (migrations 0005 and 0012: the embedded key trims the address too).
 */
export class PostgresBirthdayRepository implements Public<BirthdayRepository> {
  private readonly rows: PostgresRows<BirthdayRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.rows = new PostgresRows(db, 'birthdays');
  }

  get(id: number, via?: Tx): Promise<BirthdayRow | undefined> {
    return this.rows.get(id, via);
  }

  /**
   * The contacts holding these (lower-cased) emails, by email: an import's duplicates, a save's
   * uniqueness check (`via`: through its transaction).
   */
  async withEmails(keys: readonly string[], via?: Tx): Promise<Map<string, BirthdayRow>> {
    if (!keys.length) return new Map();
    const found = await this.rows.select(via, (q) =>
      q.where(sql`crms_text_key(contact_email)`, 'in', [...new Set(keys)]).orderBy('id'),
    );
    // The first of a key, as the embedded index's first holder (there is one per address).
    const byKey = new Map<string | null, BirthdayRow>();
    for (const row of found) {
      const key = emailKey(row.ContactEmail);
      if (!byKey.has(key)) byKey.set(key, row);
    }
    return holdersOf(keys, (key) => byKey.get(key));
  }

  /**
   * One page of contacts in calendar order starting at `fromMonthDay` (wrapping past 31 Dec): the
   * contacts from that day to the year's end, then the rest, each an ordered index range read
   * only as far as the page goes. The total is a count of the table, as the list shows it.
   */
  async upcomingPage(
    fromMonthDay: string,
    page: number,
    perPage: number,
  ): Promise<{ rows: BirthdayRow[]; total: number }> {
    const [month, day] = parts(fromMonthDay);
    const from = sql`(${month}, ${day})`;
    const offset = (page - 1) * perPage;
    const range = (where: RawBuilder<boolean>, skip: number, take: number) =>
      this.rows.select(undefined, (q) => q.where(where).orderBy(CALENDAR).limit(take).offset(skip));
    const [n, fromDay] = await Promise.all([
      this.count(),
      range(sql<boolean>`${MONTH_DAY} >= ${from}`, offset, perPage),
    ]);
    let rows = fromDay;
    if (rows.length < perPage && offset + rows.length < n) {
      const before = await this.count(sql<boolean>`${MONTH_DAY} >= ${from}`);
      const wrapped = await range(
        sql<boolean>`${MONTH_DAY} < ${from}`,
        Math.max(0, offset - before),
        perPage - rows.length,
      );
      rows = [...rows, ...wrapped];
    }
    return { rows, total: n };
  }

  private async count(where?: RawBuilder<boolean>): Promise<number> {
    const all = this.db.selectFrom('birthdays').select(sql<number>`count(*)`.as('n'));
    const { n } = await (where ? all.where(where) : all).executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Contacts born on any of these month-days ("MM-DD"), day by day as asked. */
  async bornOn(monthDays: readonly string[]): Promise<BirthdayRow[]> {
    const out: BirthdayRow[] = [];
    for (const md of monthDays) {
      const [month, day] = parts(md);
      out.push(
        ...(await this.rows.select(undefined, (q) =>
          q.where(sql<boolean>`${MONTH_DAY} = (${month}, ${day})`).orderBy('id'),
        )),
      );
    }
    return out;
  }

  /**
   * The contact, if its wish for `year` is still to be sent, locked for this transaction; a
   * contact another server's mail job holds is skipped (it is sending that wish), so each wish is
   * written once across servers.
   */
  async claimUnwished(tx: Tx, id: number, year: number): Promise<BirthdayRow | undefined> {
    const [row] = await this.rows.select(tx, (q) =>
      q
        .where('id', '=', id)
        .where(sql<boolean>`wish_year IS DISTINCT FROM ${year}`)
        .forUpdate()
        .skipLocked(),
    );
    return row;
  }

  insert(tx: Tx, doc: NewRow<BirthdayRow>): Promise<BirthdayRow> {
    return this.rows.insert(tx, doc);
  }

  update(tx: Tx, id: number, patch: RowPatch<BirthdayRow>): Promise<BirthdayRow> {
    return this.rows.update(tx, id, patch);
  }

  remove(tx: Tx, id: number): Promise<boolean> {
    return this.rows.remove(tx, id);
  }
}
