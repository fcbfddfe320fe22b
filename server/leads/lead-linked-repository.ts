import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { Row } from '../db/row';
import type { Stored } from '../stored/row-types';

/** A row that belongs to a lead (and maybe to an employee). */
type LeadLinkedRow = Stored<{ lead_id: number; employee_id?: number }>;
import type { Tx } from '../db/tx';

/**
 * Rows that belong to a lead (activities, access requests, notifications): indexed by `lead_id`,
 * and by `employee_id` when they are an employee's, so a lead's rows or an employee's rows are
 * found without a scan, and go with the lead when it is deleted.
 */
export class LeadLinkedRepository<T extends LeadLinkedRow> extends Repository<T> {
  constructor(
    db: Database,
    collection: string,
    { byEmployee, files }: { byEmployee: boolean; files?: (row: Row) => unknown[] },
  ) {
    super(db, collection);
    db.defineIndex(collection, 'lead', new GroupIndex((row) => [row.lead_id]));
    if (byEmployee) db.defineIndex(collection, 'employee', new GroupIndex((row) => [row.employee_id]));
    this.hasFiles = !!files;
    if (files) db.defineIndex(collection, 'files', new GroupIndex(files));
  }

  private readonly hasFiles: boolean;

  /** Rows that hold a stored file (the records a download is checked against). */
  withFile(name: string): T[] {
    return this.hasFiles ? this.inAnyGroup('files', [name]) : [];
  }

  ofLead(leadId: number, via?: Tx): T[] {
    return this.group('lead', leadId, (r) => r.lead_id === leadId, via);
  }

  ofEmployee(employeeId: number, via?: Tx): T[] {
    return this.group('employee', employeeId, (r) => r.employee_id === employeeId, via);
  }

  removeOfLead(tx: Tx, leadId: number): void {
    for (const row of this.ofLead(leadId, tx)) this.remove(tx, row.id);
  }
}
