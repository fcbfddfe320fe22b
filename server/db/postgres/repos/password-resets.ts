import { type Kysely, sql } from 'kysely';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Repos } from '../../../repositories';
import type { PasswordResetRow } from '../../../stored/accounts';
import type { Database } from '../schema';
import { PostgresTableRepository } from '../table-repository';
import { readerOf } from '../transaction';

type PasswordResets = Repos['passwordResets'];

/**
 * `repos.passwordResets` on PostgreSQL (the embedded one is
 * server/auth/password-reset-repository.ts): an address's codes through password_resets_email_idx.
 */
export class PostgresPasswordResetRepository implements PasswordResets {
  private readonly rows: PostgresTableRepository<PasswordResetRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.rows = new PostgresTableRepository<PasswordResetRow>(db, 'password_resets');
  }

  get(id: number, via?: Tx): Promise<PasswordResetRow | undefined> {
    return this.rows.get(id, via);
  }

  /**
   * The address's codes not used (or voided) yet, expired ones included, by id. The address is
   * compared exactly, as the embedded index groups it; lower(email) only reaches the index.
   */
  async unusedOf(email: string, via?: Tx): Promise<PasswordResetRow[]> {
    const rows = await readerOf(this.db, via)
      .selectFrom('password_resets')
      .selectAll()
      .where(sql`lower(email)`, '=', sql`lower(${email})`)
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .orderBy('id')
      .execute();
    return this.rows.docs(rows);
  }

  insert(tx: Tx, doc: NewRow<PasswordResetRow>): Promise<PasswordResetRow> {
    return this.rows.insert(tx, doc);
  }

  update(tx: Tx, id: number, patch: RowPatch<PasswordResetRow>): Promise<PasswordResetRow> {
    return this.rows.update(tx, id, patch);
  }
}
