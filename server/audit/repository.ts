import type { Database } from '../db/database';
import { GroupIndex, SortedIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { Tx } from '../db/tx';
import type { Paging } from '../http/paging';
import type { AuditRow } from '../stored/accounts';
import type { AuditAction } from '../../contract/audit';

export interface AuditEntry {
  action: AuditAction;
  /** The employee who did it: the requester (asked, read) or the approver (approved, rejected). */
  actor_id: number | null;
  /** The employee the entry is about: the requester, or the reader. */
  employee_id: number | null;
  lead_id: number;
  request_id: number | null;
  permission_type: string;
  /** Approved: when the grant ends. */
  expires_at?: string | null;
  /** Read: which call read the lead ('lead' = GET /leads/{id}). */
  via?: string;
}

export interface AuditQuery {
  employeeId?: number;
  leadId?: number;
  /** [from, to) as canonical ISO instants. */
  fromIso?: string;
  toIso?: string;
}

const newestFirst = (a: AuditRow, b: AuditRow) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id);

/** The indexed rows behind AuditRepository (newest first, by employee, by lead). */
class AuditRows extends Repository<AuditRow> {
  constructor(db: Database) {
    super(db, 'audit_log');
    db.defineIndex('audit_log', 'newest', new SortedIndex(newestFirst));
    db.defineIndex('audit_log', 'employee', new GroupIndex((r) => [...new Set([r.actor_id, r.employee_id])]));
    db.defineIndex('audit_log', 'lead', new GroupIndex((r) => [r.lead_id]));
  }

  /** Entries matching every given filter, newest first; [first, last) of them. */
  search(q: AuditQuery, first = 0, last = Infinity): { rows: AuditRow[]; total: number } {
    if (q.employeeId === undefined && q.leadId === undefined) {
      const ordered = this.db.index<SortedIndex<AuditRow>>('audit_log', 'newest').ordered();
      // Newest first: the range is one slice, found by binary search on `at`; only [first, last) is copied.
      const start = q.toIso ? firstOlderThan(ordered, q.toIso) : 0;
      const end = Math.max(start, q.fromIso ? firstOlderThan(ordered, q.fromIso) : ordered.length);
      return { rows: ordered.slice(start + first, Math.min(end, start + last)), total: end - start };
    }
    const all = this.grouped(q);
    return { rows: all.slice(first, last), total: all.length };
  }

  /** An employee's or a lead's entries (each its own index group), filtered, newest first. */
  private grouped(q: AuditQuery): AuditRow[] {
    const inRange = (r: AuditRow) => (!q.fromIso || r.at >= q.fromIso) && (!q.toIso || r.at < q.toIso);
    const groups: AuditRow[][] = [];
    if (q.employeeId !== undefined)
      groups.push(
        this.group(
          'employee',
          q.employeeId,
          (r) => r.actor_id === q.employeeId || r.employee_id === q.employeeId,
        ),
      );
    if (q.leadId !== undefined) groups.push(this.group('lead', q.leadId, (r) => r.lead_id === q.leadId));
    groups.sort((a, b) => a.length - b.length);
    const [smallest, ...others] = groups;
    const otherIds = others.map((g) => new Set(g.map((r) => r.id)));
    return smallest.filter((r) => inRange(r) && otherIds.every((ids) => ids.has(r.id))).sort(newestFirst);
  }
}

/**
 * The audit log (collection audit_log), append-only: entries are inserted, never changed. Kept
 * newest first, and grouped by employee (actor and subject) and by lead, so the filters of
 * GET /audit-log are index reads and a date range is a binary search. Async, as a PostgreSQL
 * store's will be (docs/storage.md "Writing"): a search is one call, never one per row.
 */
export class AuditRepository {
  private readonly rows: AuditRows;

  constructor(db: Database) {
    this.rows = new AuditRows(db);
  }

  async record(tx: Tx, at: Date, entry: AuditEntry): Promise<AuditRow> {
    return this.rows.insert(tx, { at: at.toISOString(), via: null, expires_at: null, ...entry });
  }

  /**
   * The newest `limit` entries matching every given filter (without one, every match: only for a
   * query its filters keep small, e.g. a reader's last minutes, server/audit/reads.ts).
   */
  async search(q: AuditQuery, limit?: number): Promise<AuditRow[]> {
    return this.rows.search(q, 0, limit ?? Infinity).rows;
  }

  /** One page of the entries matching every given filter, newest first, and how many match. */
  async page(q: AuditQuery, { page, perPage }: Paging): Promise<{ rows: AuditRow[]; total: number }> {
    return this.rows.search(q, (page - 1) * perPage, page * perPage);
  }
}

/** First index of a newest-first list whose `at` is before `bound`. */
function firstOlderThan(rows: readonly AuditRow[], bound: string): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (String(rows[mid].at) >= bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
