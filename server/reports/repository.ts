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

export interface Assignment {
  employeeId: number;
  exhibitionId: number;
  leadIds: ReadonlySet<number>;
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
      out.push({ employeeId, exhibitionId, leadIds: index.ids(key) });
    }
    return out;
  }
}
