import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import type { NewRow, RowPatch } from '../db/row';
import type { Tx } from '../db/tx';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';
import type { AccessRequestRow } from '../stored/leads';

/** The indexed rows behind AccessRequestRepository: by lead, by employee and by status. */
class AccessRequestRows extends LeadLinkedRepository<AccessRequestRow> {
  constructor(db: Database) {
    super(db, 'lead-permissions', { byEmployee: true });
    db.defineIndex('lead-permissions', 'status', new GroupIndex((row) => [row.status]));
  }

  pending(): AccessRequestRow[] {
    return this.group('status', 'pending', (r) => r.status === 'pending');
  }
}

/**
 * Edit/details requests (collection lead-permissions): by lead, by the asking employee, and by
 * status, so the pending ones a supervisor decides on are found without walking the history.
 * Async, as a PostgreSQL store's will be (docs/storage.md "Writing"): a list is one call.
 */
export class AccessRequestRepository {
  private readonly rows: AccessRequestRows;

  constructor(db: Database) {
    this.rows = new AccessRequestRows(db);
  }

  async get(id: number, via?: Tx): Promise<AccessRequestRow | undefined> {
    return this.rows.get(id, via);
  }

  async ofEmployee(employeeId: number, via?: Tx): Promise<AccessRequestRow[]> {
    return this.rows.ofEmployee(employeeId, via);
  }

  async ofLead(leadId: number, via?: Tx): Promise<AccessRequestRow[]> {
    return this.rows.ofLead(leadId, via);
  }

  /** Every request still waiting for a decision. */
  async pending(): Promise<AccessRequestRow[]> {
    return this.rows.pending();
  }

  async insert(tx: Tx, doc: NewRow<AccessRequestRow>): Promise<AccessRequestRow> {
    return this.rows.insert(tx, doc);
  }

  async update(tx: Tx, id: number, patch: RowPatch<AccessRequestRow>): Promise<AccessRequestRow> {
    return this.rows.update(tx, id, patch);
  }

  async removeOfLead(tx: Tx, leadId: number): Promise<void> {
    this.rows.removeOfLead(tx, leadId);
  }
}
