import type { Kysely } from 'kysely';
import type { EmailTemplateRepository } from '../../../birthdays/repository';
import { emailTemplateDefaults } from '../../../birthdays/template-defaults';
import type { EmailTemplateRow } from '../../../stored/accounts';
import type { RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { PostgresRows } from './rows';

type Public<T> = { [K in keyof T]: T[K] };

/**
 * `repos.emailTemplates` on PostgreSQL: the same answers as server/birthdays/repository.ts. The
 * seed's `settings.email_template` has no place here: the loader stores it as the table's row
 * (load/load-store.ts), so without a row the answer is the defaults.
 */
export class PostgresEmailTemplateRepository implements Public<EmailTemplateRepository> {
  private readonly rows: PostgresRows<EmailTemplateRow>;

  constructor(db: Kysely<Database>) {
    this.rows = new PostgresRows(db, 'email-template-settings');
  }

  /** The saved template, else the defaults (id 0, never stored). */
  async current(via?: Tx): Promise<EmailTemplateRow> {
    return (await this.saved(via)) ?? { id: 0, ...emailTemplateDefaults() };
  }

  /** Saves the template: updates the stored row, or stores the first one over the defaults. */
  async save(tx: Tx, patch: RowPatch<EmailTemplateRow>): Promise<EmailTemplateRow> {
    const existing = await this.saved(tx);
    if (existing) return this.rows.update(tx, existing.id, patch);
    return this.rows.insert(tx, { ...emailTemplateDefaults(), ...patch });
  }

  /** Template rows whose image is this stored file (the download check). */
  withFile(name: string): Promise<EmailTemplateRow[]> {
    return this.rows.select(undefined, (q) => q.where('image', '=', name).orderBy('id'));
  }

  private async saved(via?: Tx): Promise<EmailTemplateRow | undefined> {
    return (await this.rows.select(via, (q) => q.orderBy('id').limit(1)))[0];
  }
}
