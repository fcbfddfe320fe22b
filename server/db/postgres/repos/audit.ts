import type { Kysely } from 'kysely';
import type { AuditEntry, AuditQuery, AuditRepository } from '../../../audit/repository';
import type { AuditRow } from '../../../stored/accounts';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { PostgresRows } from './rows';

type Public<T> = { [K in keyof T]: T[K] };

/**
 * `repos.audit` on PostgreSQL: the same answers as server/audit/repository.ts. A search is one
 * query, newest first, over audit_log_at_idx, audit_log_lead_idx, or (for an employee, who may be
 * the actor or the subject) audit_log_employee_idx and audit_log_actor_idx together.
 */
export class PostgresAuditRepository implements Public<AuditRepository> {
  private readonly rows: PostgresRows<AuditRow>;

  constructor(db: Kysely<Database>) {
    this.rows = new PostgresRows(db, 'audit_log');
  }

  record(tx: Tx, at: Date, entry: AuditEntry): Promise<AuditRow> {
    return this.rows.insert(tx, { at: at.toISOString(), via: null, expires_at: null, ...entry });
  }

  /** Entries matching every given filter, newest first. */
  search({ employeeId, leadId, fromIso, toIso }: AuditQuery): Promise<AuditRow[]> {
    return this.rows.select(undefined, (q) => {
      let found = q;
      if (employeeId !== undefined)
        found = found.where((eb) =>
          eb.or([eb('actor_id', '=', employeeId), eb('employee_id', '=', employeeId)]),
        );
      if (leadId !== undefined) found = found.where('lead_id', '=', leadId);
      if (fromIso) found = found.where('at', '>=', fromIso);
      if (toIso) found = found.where('at', '<', toIso);
      return found.orderBy('at', 'desc').orderBy('id', 'desc');
    });
  }
}
