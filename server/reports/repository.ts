import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import type { LeadRow, StoredLeadExhibition } from '../stored/leads';

/** "employee:exhibition" of every assignment block of a lead (main and additional employee). */
function assignmentKeys(lead: LeadRow): string[] {
  const blocks: StoredLeadExhibition[] = Array.isArray(lead.initial_info?.exhibitions)
    ? lead.initial_info.exhibitions
    : [];
  const keys = new Set<string>();
  for (const block of blocks) {
    if (!block || typeof block.exhibition_id !== 'number') continue;
    for (const employee of [block.employee_id, block.additionalEmployeeID])
      if (typeof employee === 'number') keys.add(`${employee}:${block.exhibition_id}`);
  }
  return [...keys];
}

/** What a report card shows of a lead (activity-row.ts `leadLine`): read without its child rows. */
export interface ReportLeadRow {
  id: number;
  organization_name: string;
  lead_priority: string | null;
  is_disabled: 0 | 1;
}

const reportLeadRow = (lead: LeadRow): ReportLeadRow => ({
  id: lead.id,
  organization_name: String(lead.initial_info?.organization_name ?? ''),
  lead_priority: lead.lead_priority ?? null,
  is_disabled: lead.is_disabled === 1 ? 1 : 0,
});

/** An (employee, exhibition) pair that has leads: its leads are read with leadsOf, a page at a time. */
export interface Assignment {
  employeeId: number;
  exhibitionId: number;
}

/**
 * The employee activity report's reads: leads grouped by (employee, exhibition) assignment, so a
 * report page lists the pairs and their leads without walking every lead. Async, as a PostgreSQL
 * store's will be (docs/storage.md "Writing"): the pairs are one call.
 */
export class ActivityReportReader {
  constructor(private readonly db: Database) {
    db.defineIndex('leads', 'assignment', new GroupIndex(assignmentKeys));
  }

  /** Every (employee, exhibition) pair that has leads, optionally only one employee's or exhibition's. */
  async assignments(filter: { employeeId?: number; exhibitionId?: number }): Promise<Assignment[]> {
    const index = this.db.index<GroupIndex>('leads', 'assignment');
    const out: Assignment[] = [];
    for (const key of index.keys()) {
      const [employeeId, exhibitionId] = String(key).split(':').map(Number);
      if (filter.employeeId !== undefined && employeeId !== filter.employeeId) continue;
      if (filter.exhibitionId !== undefined && exhibitionId !== filter.exhibitionId) continue;
      out.push({ employeeId, exhibitionId });
    }
    return out;
  }

  /**
   * Each assignment's leads, newest first: the first `limit` of them and how many there are, in
   * the order asked (a PostgreSQL store answers a report page in a few statements with ORDER BY
   * and LIMIT, not by reading every lead of a busy employee).
   */
  async leadsOf(
    assignments: readonly Assignment[],
    limit: number,
  ): Promise<Array<{ total: number; leads: ReportLeadRow[] }>> {
    return assignments.map((a) => this.leadsOfOne(a, limit));
  }

  private leadsOfOne(a: Assignment, limit: number): { total: number; leads: ReportLeadRow[] } {
    const leads: LeadRow[] = [];
    for (const id of this.db
      .index<GroupIndex>('leads', 'assignment')
      .ids(`${a.employeeId}:${a.exhibitionId}`)) {
      const lead = this.db.get('leads', id) as LeadRow | undefined;
      if (lead) leads.push(lead);
    }
    leads.sort(newestFirst);
    return { total: leads.length, leads: leads.slice(0, limit).map(reportLeadRow) };
  }
}

const newestFirst = (x: LeadRow, y: LeadRow) =>
  x.created_at === y.created_at ? y.id - x.id : x.created_at < y.created_at ? 1 : -1;
