import { type Kysely, sql } from 'kysely';
import type { Paging } from '../../../http/paging';
import type { AuditEntry, AuditQuery, AuditRepository } from '../../../audit/repository';
import type { AuditRow } from '../../../stored/accounts';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { PostgresRows, type RowQuery } from './rows';

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

  /** The newest `limit` entries matching every given filter (without one, every match). */
  search(q: AuditQuery, limit?: number): Promise<AuditRow[]> {
    return this.rows.select(undefined, (query) => {
      const found = newest(matching(query, q));
      return limit === undefined ? found : found.limit(limit);
    });
  }

  /** One page and the count of the same filter, two queries at once (as the prospects page). */
  async page(q: AuditQuery, { page, perPage }: Paging): Promise<{ rows: AuditRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.rows.select(undefined, (query) =>
        newest(matching(query, q))
          .limit(perPage)
          .offset((page - 1) * perPage),
      ),
      matching(this.rows.q().selectFrom('audit_log').selectAll(), q)
        .clearSelect()
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }
}

/** Newest first, ties by id: audit_log_at_idx. */
const newest = (query: RowQuery): RowQuery => query.orderBy('at', 'desc').orderBy('id', 'desc');

/** The filters as WHERE: an employee is the actor or the subject. */
function matching(query: RowQuery, { employeeId, leadId, fromIso, toIso }: AuditQuery): RowQuery {
  let found = query;
  if (employeeId !== undefined)
    found = found.where((eb) => eb.or([eb('actor_id', '=', employeeId), eb('employee_id', '=', employeeId)]));
  if (leadId !== undefined) found = found.where('lead_id', '=', leadId);
  if (fromIso) found = found.where('at', '>=', fromIso);
  if (toIso) found = found.where('at', '<', toIso);
  return found;
}
