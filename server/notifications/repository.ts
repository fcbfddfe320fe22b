import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { Row } from '../db/row';
import type { Reader, Transaction } from '../db/transaction';

/** Bell notifications, indexed by the employee they are for and by lead. */
export class NotificationRepository extends Repository {
  constructor(db: Database) {
    super(db, 'notifications');
    db.defineIndex(this.collection, 'employee', new GroupIndex((row) => [row.employee_id]));
    db.defineIndex(this.collection, 'lead', new GroupIndex((row) => [row.lead_id]));
  }

  ofEmployee(employeeId: number, via?: Reader): Row[] {
    return this.group('employee', employeeId, (n) => n.employee_id === employeeId, via);
  }

  ofLead(leadId: number, via?: Reader): Row[] {
    return this.group('lead', leadId, (n) => n.lead_id === leadId, via);
  }

  removeOfLead(tx: Transaction, leadId: number): void {
    for (const row of this.ofLead(leadId, tx)) this.remove(tx, row.id);
  }
}
