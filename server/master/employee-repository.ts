import type { Database } from '../db/database';
import { LookupIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { EmployeeRow } from '../stored/accounts';

/** Employees, found by their user account without a scan (every authenticated request does). */
export class EmployeeRepository extends Repository<EmployeeRow> {
  constructor(db: Database) {
    super(db, 'employees');
    db.defineIndex(this.collection, 'user', new LookupIndex((row) => row.user_id));
    db.defineIndex(this.collection, 'picture', new LookupIndex((row) => row.profile_picture));
  }

  /** Employees whose profile picture is this stored file (the download check). */
  withFile(name: string): EmployeeRow[] {
    const row = this.lookup('picture', name);
    return row ? [row] : [];
  }

  byUserId(userId: number): EmployeeRow | undefined {
    return this.lookup('user', userId);
  }
}
