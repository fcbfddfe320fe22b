import type { Database } from '../db/database';
import { GroupIndex, SortedIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import { emailTemplateDefaults } from './template-defaults';
import type { BirthdayRow, EmailTemplateRow } from '../stored/accounts';

/** "MM-DD" of a yyyy-MM-dd date of birth ('' when it has none). */
export const monthDay = (dob: unknown): string =>
  typeof dob === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(dob) ? dob.slice(5) : '';

/** A contact's identity in imports: its email, ignoring case and outer spaces. */
export const emailKey = (email: unknown): string | null =>
  typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;

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

/**
 * Birthday contacts, kept in calendar order (the list pages through it starting at today, so the
 * next birthdays come first) and grouped by month-day (the daily mail finds today's without a scan).
 */
export class BirthdayRepository extends Repository<BirthdayRow> {
  constructor(db: Database) {
    super(db, 'birthdays');
    db.defineIndex(this.collection, 'calendar', new SortedIndex(byCalendar));
    db.defineIndex(this.collection, 'monthDay', new GroupIndex((row) => [monthDay(row.DOB)]));
    db.defineIndex(this.collection, 'email', new GroupIndex((row) => [emailKey(row.ContactEmail)]));
  }

  /** The committed contact with this (lower-cased) email: an import's duplicate. */
  withEmail(key: string): BirthdayRow | undefined {
    return this.inAnyGroup('email', [key])[0];
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
 * The birthday email template: one row in its own collection (so saving it is an ordinary durable
 * write); until the first save, the seed's `settings.email_template` is the answer.
 */
export class EmailTemplateRepository extends Repository<EmailTemplateRow> {
  constructor(db: Database) {
    super(db, 'email-template-settings');
    db.defineIndex(this.collection, 'image', new GroupIndex((row) => [row.image]));
  }

  current(): EmailTemplateRow {
    const saved = this.all()[0];
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
