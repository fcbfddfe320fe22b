import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { Reader } from '../db/transaction';
import type { PasswordResetRow } from '../stored/accounts';

/**
 * Reset codes (collection password_resets), indexed by address: every request for a code and every
 * check of one looks at that address's codes only, never at the whole history of resets.
 */
export class PasswordResetRepository extends Repository<PasswordResetRow> {
  constructor(db: Database) {
    super(db, 'password_resets');
    db.defineIndex('password_resets', 'email', new GroupIndex((row) => [row.email]));
  }

  /** The address's codes not used (or voided) yet, expired ones included. */
  unusedOf(email: string, via?: Reader): PasswordResetRow[] {
    return this.group('email', email, (r) => r.email === email && !r.used_at, via);
  }
}
