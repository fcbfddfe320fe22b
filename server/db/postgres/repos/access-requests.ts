import type { Kysely } from 'kysely';
import type { AccessRequestRepository } from '../../../access-requests/repository';
import type { AccessRequestRow } from '../../../stored/leads';
import type { NewRow, RowPatch } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { PostgresRows } from './rows';

type Public<T> = { [K in keyof T]: T[K] };

/**
 * `repos.accessRequests` on PostgreSQL: the same answers as server/access-requests/repository.ts
 * (lists in id order; the routes sort them), through lead_access_requests_lead_idx,
 * lead_access_requests_employee_idx and the partial lead_access_requests_pending_idx.
 */
export class PostgresAccessRequestRepository implements Public<AccessRequestRepository> {
  private readonly rows: PostgresRows<AccessRequestRow>;

  constructor(db: Kysely<Database>) {
    this.rows = new PostgresRows(db, 'lead-permissions');
  }

  get(id: number, via?: Tx): Promise<AccessRequestRow | undefined> {
    return this.rows.get(id, via);
  }

  ofEmployee(employeeId: number, via?: Tx): Promise<AccessRequestRow[]> {
    return this.rows.select(via, (q) => q.where('employee_id', '=', employeeId).orderBy('id'));
  }

  ofLead(leadId: number, via?: Tx): Promise<AccessRequestRow[]> {
    return this.rows.select(via, (q) => q.where('lead_id', '=', leadId).orderBy('id'));
  }

  /** Every request still waiting for a decision. */
  pending(): Promise<AccessRequestRow[]> {
    return this.rows.select(undefined, (q) => q.where('status', '=', 'pending').orderBy('id'));
  }

  insert(tx: Tx, doc: NewRow<AccessRequestRow>): Promise<AccessRequestRow> {
    return this.rows.insert(tx, doc);
  }

  update(tx: Tx, id: number, patch: RowPatch<AccessRequestRow>): Promise<AccessRequestRow> {
    return this.rows.update(tx, id, patch);
  }

  async removeOfLead(tx: Tx, leadId: number): Promise<void> {
    await this.rows.q(tx, true).deleteFrom('lead_access_requests').where('lead_id', '=', leadId).execute();
  }
}
