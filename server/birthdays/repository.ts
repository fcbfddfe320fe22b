import { AsyncRows } from '../db/async-rows';
import type { Database } from '../db/database';
import { GroupIndex, SortedIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { RowPatch } from '../db/row';
import type { Tx } from '../db/tx';
import { emailKey, holdersOf } from './email-key';
import { emailTemplateDefaults } from './template-defaults';
import type { BirthdayRow, EmailTemplateRow } from '../stored/accounts';

/** "MM-DD" of a yyyy-MM-dd date of birth ('' when it has none). */
export const monthDay = (dob: unknown): string =>
  typeof dob === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(dob) ? dob.slice(5) : '';

/** By month-day, then name, then id: the calendar order of birthdays (a total order). */
const byCalendar = (a: BirthdayRow, b: BirthdayRow): number => {
  const ma = monthDay(a.DOB);
  const mb = monthDay(b.DOB);
  if (ma !== mb) return ma < mb ? -1 : 1;
  const na = String(a.PersonName ?? '').toLowerCase();
  const nb = String(b.PersonName ?? '').toLowerCase();
  if (na !== nb) return na < nb ? -1 : 1;
  return a.id - b.id;
};

/** The indexed rows behind BirthdayRepository: calendar order, by month-day, by email. */
class BirthdayRows extends Repository<BirthdayRow> {
  constructor(db: Database) {
    super(db, 'birthdays');
    db.defineIndex(this.collection, 'calendar', new SortedIndex(byCalendar));
    db.defineIndex(this.collection, 'monthDay', new GroupIndex((row) => [monthDay(row.DOB)]));
    db.defineIndex(this.collection, 'email', new GroupIndex((row) => [emailKey(row.ContactEmail)]));
  }

  /** The contact with this (lower-cased) email: an import's duplicate (`via`: through a transaction). */
  withEmail(key: string, via?: Tx): BirthdayRow | undefined {
    return this.inAnyGroup('email', [key], via)[0];
  }

  /** One page of contacts in calendar order starting at `fromMonthDay` (wrapping past 31 Dec). */
  upcomingPage(fromMonthDay: string, page: number, perPage: number): { rows: BirthdayRow[]; total: number } {
    const ordered = this.db.index<SortedIndex<BirthdayRow>>(this.collection, 'calendar').ordered();
    const total = ordered.length;
    let lo = 0;
    let hi = total;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (monthDay(ordered[mid].DOB) < fromMonthDay) lo = mid + 1;
      else hi = mid;
    }
    const rows: BirthdayRow[] = [];
    for (let i = (page - 1) * perPage; i < Math.min(total, page * perPage); i++)
      rows.push(ordered[(lo + i) % total]);
    return { rows, total };
  }

  /** Contacts born on a month-day ("MM-DD"). */
  bornOn(md: string): BirthdayRow[] {
    return this.inAnyGroup('monthDay', [md]);
  }
}

/**
 * Birthday contacts, kept in calendar order (the list pages through it starting at today, so the
 * next birthdays come first) and grouped by month-day (the daily mail finds today's without a
 * scan). Async, as a PostgreSQL store's will be (docs/storage.md "Writing"): a list is one call.
 */
export class BirthdayRepository extends AsyncRows<BirthdayRow, BirthdayRows> {
  constructor(db: Database) {
    super(new BirthdayRows(db));
  }

  /**
   * The contacts holding these (lower-cased) emails, by email: an import's duplicates, a save's
   * uniqueness check (`via`: through its transaction, so two saves of one address collide there).
   */
  async withEmails(keys: readonly string[], via?: Tx): Promise<Map<string, BirthdayRow>> {
    return holdersOf(keys, (key) => this.rows.withEmail(key, via));
  }

  /** One page of contacts in calendar order starting at `fromMonthDay` (wrapping past 31 Dec). */
  async upcomingPage(
    fromMonthDay: string,
    page: number,
    perPage: number,
  ): Promise<{ rows: BirthdayRow[]; total: number }> {
    return this.rows.upcomingPage(fromMonthDay, page, perPage);
  }

  /** Contacts born on any of these month-days ("MM-DD"). */
  async bornOn(monthDays: readonly string[]): Promise<BirthdayRow[]> {
    return monthDays.flatMap((md) => this.rows.bornOn(md));
  }

  /**
   * The contact, if its wish for `year` is still to be sent and no other transaction is sending it:
   * the birthday mail job's claim. Transactions run one at a time here, so no one else can be.
   */
  async claimUnwished(tx: Tx, id: number, year: number): Promise<BirthdayRow | undefined> {
    const row = await this.rows.get(id, tx);
    return row && row.wish_year !== year ? row : undefined;
  }
}

/** The indexed rows behind EmailTemplateRepository (by image file). */
class EmailTemplateRows extends Repository<EmailTemplateRow> {
  constructor(db: Database) {
    super(db, 'email-template-settings');
    db.defineIndex(this.collection, 'image', new GroupIndex((row) => [row.image]));
  }

  current(via?: Tx): EmailTemplateRow {
    const saved = this.all(via)[0];
    if (saved) return saved;
    const seeded = (this.db.extra('settings') as { email_template?: Record<string, unknown> } | undefined)
      ?.email_template;
    return {
      id: 0,
      ...emailTemplateDefaults(),
      ...(seeded ?? {}),
    };
  }

  /** Template rows whose image is this stored file (the download check). */
  withFile(name: string): EmailTemplateRow[] {
    return this.inAnyGroup('image', [name]);
  }
}

/**
 * The birthday email template: one row in its own collection (so saving it is an ordinary durable
 * write); until the first save, the seed's `settings.email_template` is the answer. Async, as a
 * PostgreSQL store's will be (docs/storage.md "Writing").
 */
export class EmailTemplateRepository {
  private readonly rows: EmailTemplateRows;

  constructor(db: Database) {
    this.rows = new EmailTemplateRows(db);
  }

  /** The saved template, else the seed's (id 0, never stored). */
  async current(via?: Tx): Promise<EmailTemplateRow> {
    return this.rows.current(via);
  }

  /** Saves the template: updates the stored row, or stores the first one over the defaults. */
  async save(tx: Tx, patch: RowPatch<EmailTemplateRow>): Promise<EmailTemplateRow> {
    const existing = this.rows.all(tx)[0];
    if (existing) return this.rows.update(tx, existing.id, patch);
    const { id: _seeded, ...defaults } = this.rows.current(tx);
    return this.rows.insert(tx, { ...defaults, ...patch });
  }

  /** Template rows whose image is this stored file (the download check). */
  async withFile(name: string): Promise<EmailTemplateRow[]> {
    return this.rows.withFile(name);
  }
}
