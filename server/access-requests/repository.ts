import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';
import type { AccessRequestRow } from '../stored/leads';

/**
 * Edit/details requests (collection lead-permissions): by lead, by the asking employee, and by
 * status, so the pending ones a supervisor decides on are found without walking the history.
 */
class AccessRequestRepository extends LeadLinkedRepository<AccessRequestRow> {
  constructor(db: Database) {
    super(db, 'lead-permissions', { byEmployee: true });
    db.defineIndex('lead-permissions', 'status', new GroupIndex((row) => [row.status]));
  }

  pending(): AccessRequestRow[] {
    return this.group('status', 'pending', (r) => r.status === 'pending');
  }
}

export const accessRequestRepository = (db: Database) => new AccessRequestRepository(db);
