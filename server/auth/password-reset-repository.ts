import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { NewRow, RowPatch } from '../db/row';
import type { Tx } from '../db/tx';
import type { PasswordResetRow } from '../stored/accounts';

/** The indexed rows behind PasswordResetRepository: by address. */
class PasswordResetRows extends Repository<PasswordResetRow> {
  constructor(db: Database) {
    super(db, 'password_resets');
    db.defineIndex('password_resets', 'email', new GroupIndex((row) => [row.email]));
  }

  unusedOf(email: string, via?: Tx): PasswordResetRow[] {
    return this.group('email', email, (r) => r.email === email && !r.used_at, via);
  }
}

/**
 * Reset codes (collection password_resets), indexed by address: every request for a code and every
 * check of one looks at that address's codes only, never at the whole history of resets. Async,
 * as a PostgreSQL store's will be (docs/storage.md "Writing").
 */
export class PasswordResetRepository {
  private readonly rows: PasswordResetRows;

  constructor(db: Database) {
    this.rows = new PasswordResetRows(db);
  }

  async get(id: number, via?: Tx): Promise<PasswordResetRow | undefined> {
    return this.rows.get(id, via);
  }

  /** The address's codes not used (or voided) yet, expired ones included. */
  async unusedOf(email: string, via?: Tx): Promise<PasswordResetRow[]> {
    return this.rows.unusedOf(email, via);
  }

  async insert(tx: Tx, doc: NewRow<PasswordResetRow>): Promise<PasswordResetRow> {
    return this.rows.insert(tx, doc);
  }

  async update(tx: Tx, id: number, patch: RowPatch<PasswordResetRow>): Promise<PasswordResetRow> {
    return this.rows.update(tx, id, patch);
  }
}
