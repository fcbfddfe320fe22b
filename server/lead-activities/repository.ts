import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { Row } from '../db/row';
import type { Reader, Transaction } from '../db/transaction';

/** Timeline activities, indexed by lead so a lead's timeline and counts never scan every activity. */
export class ActivityRepository extends Repository {
  constructor(db: Database) {
    super(db, 'lead-activities');
    db.defineIndex(this.collection, 'lead', new GroupIndex((row) => [row.lead_id]));
  }

  ofLead(leadId: number, via?: Reader): Row[] {
    return this.group('lead', leadId, (a) => a.lead_id === leadId, via);
  }

  removeOfLead(tx: Transaction, leadId: number): void {
    for (const row of this.ofLead(leadId, tx)) this.remove(tx, row.id);
  }
}
