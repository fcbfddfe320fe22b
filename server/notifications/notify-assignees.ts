import type { Tx } from '../db/tx';
import type { Repos } from '../repositories';
import type { LeadRow, StoredLeadExhibition } from '../stored/leads';

/**
 * Assigned-employee notifications for a lead (data-model `notifications`): one row per exhibition
 * block for its assigned employee ('assigned_employee') and its additional employee
 * ('additional_employee'). The lead's creator is never notified about their own assignment, and
 * an existing row for the same lead + employee + exhibition + type is never duplicated (so calling
 * this again after an update only notifies newly assigned people). A lead created in `tx`
 * (`newLead`) has none yet: they are not read (on PostgreSQL that read also locked the end of
 * the lead index that every concurrent create writes to).
 */
export async function notifyAssignedEmployees(
  repos: Repos,
  tx: Tx,
  lead: LeadRow,
  now: Date,
  { newLead = false }: { newLead?: boolean } = {},
): Promise<void> {
  const exhibitions: StoredLeadExhibition[] = Array.isArray(lead.initial_info?.exhibitions)
    ? lead.initial_info.exhibitions
    : [];
  const rows = newLead ? [] : await repos.notifications.ofLead(lead.id, tx);
  const key = (employeeId: number, exhibitionId: unknown, type: string) =>
    `${employeeId}|${exhibitionId ?? ''}|${type}`;
  const existing = new Set(rows.map((n) => key(n.employee_id, n.exhibition_id, n.assigned_type)));
  const createdAt = now.toISOString();
  const add = async (
    employeeId: unknown,
    exhibitionId: unknown,
    type: 'assigned_employee' | 'additional_employee',
  ) => {
    const id = typeof employeeId === 'string' && /^\d+$/.test(employeeId) ? Number(employeeId) : employeeId;
    if (typeof id !== 'number' || !Number.isInteger(id) || id === lead.created_by) return;
    const exId =
      typeof exhibitionId === 'string' && /^\d+$/.test(exhibitionId) ? Number(exhibitionId) : exhibitionId;
    const k = key(id, exId, type);
    if (existing.has(k)) return;
    existing.add(k);
    await repos.notifications.insert(tx, {
      employee_id: id,
      lead_id: lead.id,
      exhibition_id: typeof exId === 'number' ? exId : null,
      assigned_type: type,
      is_read: 0,
      created_at: createdAt,
    });
  };
  for (const block of exhibitions) {
    if (!block || typeof block !== 'object') continue;
    await add(block.employee_id, block.exhibition_id, 'assigned_employee');
    await add(block.additionalEmployeeID, block.exhibition_id, 'additional_employee');
  }
}
