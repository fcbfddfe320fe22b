import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { Row } from '../db/row';
import type { Reader, Transaction } from '../db/transaction';

/** Edit/details requests (collection lead-permissions), indexed by employee and by lead. */
export class AccessRequestRepository extends Repository {
  constructor(db: Database) {
    super(db, 'lead-permissions');
    db.defineIndex(this.collection, 'employee', new GroupIndex((row) => [row.employee_id]));
    db.defineIndex(this.collection, 'lead', new GroupIndex((row) => [row.lead_id]));
  }

  ofEmployee(employeeId: number, via?: Reader): Row[] {
    return this.group('employee', employeeId, (r) => r.employee_id === employeeId, via);
  }

  ofLead(leadId: number, via?: Reader): Row[] {
    return this.group('lead', leadId, (r) => r.lead_id === leadId, via);
  }

  removeOfLead(tx: Transaction, leadId: number): void {
    for (const row of this.ofLead(leadId, tx)) this.remove(tx, row.id);
  }
}
