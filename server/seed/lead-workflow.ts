import { STAFF } from './accounts';
import { BASE_MS, DAY_MS, iso } from './dates';
import type { Lead } from './leads';
import type { Rng } from './prng';

type Permission = {
  id: number;
  lead_id: number;
  employee_id: number;
  permission_type: 'Edit' | 'Details';
  status: 'pending' | 'approved' | 'reject';
  created_at: string;
  acted_by: number | null;
  acted_at: string | null;
};

const supervisorOf = (employeeId: number): number => STAFF[employeeId - 1]?.parent ?? 1;

/**
 * Edit/Details requests. Staff (3) has ≥3 pending requests for supervisor 2, one approved Edit on
 * a lead staff owns and one approved Details on a disabled lead; other employees add a mix.
 */
export function buildLeadPermissions(rng: Rng, leads: Lead[]): Permission[] {
  const out: Omit<Permission, 'id'>[] = [];
  const recent = leads.filter((l) => BASE_MS - Date.parse(l.created_at) < 75 * DAY_MS);
  const add = (
    lead: Lead,
    employee_id: number,
    permission_type: 'Edit' | 'Details',
    status: Permission['status'],
  ) => {
    const createdMs = Math.min(BASE_MS, Date.parse(lead.created_at) + rng.int(1, 72) * 3_600_000);
    const acted = status !== 'pending';
    out.push({
      lead_id: lead.id,
      employee_id,
      permission_type,
      status,
      created_at: iso(createdMs),
      acted_by: acted ? supervisorOf(employee_id) : null,
      acted_at: acted ? iso(createdMs + rng.int(1, 30) * 3_600_000) : null,
    });
  };
  const staffOwn = recent.filter((l) => l.created_by === 3 && l.is_disabled === 0);
  const disabledOthers = recent.filter((l) => l.created_by !== 3 && l.is_disabled === 1);
  const others = recent.filter((l) => l.created_by !== 3 && l.is_disabled === 0);
  // Staff: approved Edit on an own lead, approved Details on a disabled lead, three+ pending.
  add(staffOwn[0], 3, 'Edit', 'approved');
  add(disabledOthers[0], 3, 'Details', 'approved');
  add(staffOwn[1], 3, 'Edit', 'pending');
  add(others[others.length - 1], 3, 'Edit', 'pending');
  add(disabledOthers[disabledOthers.length - 1], 3, 'Details', 'pending');
  add(others[others.length - 3], 3, 'Details', 'pending');
  add(staffOwn[2], 3, 'Edit', 'reject');
  // Other employees (under supervisors 2, 4 and 12).
  for (const employee_id of [5, 6, 7, 8, 9, 11, 13, 5, 10, 6]) {
    const lead = rng.pick(recent.filter((l) => l.created_by !== employee_id));
    const type = lead.is_disabled ? rng.pick(['Edit', 'Details'] as const) : 'Edit';
    add(
      lead,
      employee_id,
      type,
      rng.weighted([
        ['pending', 4],
        ['approved', 3],
        ['reject', 2],
      ] as const),
    );
  }
  out.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return out.map((p, i) => ({ id: i + 1, ...p }));
}

type Notification = {
  id: number;
  employee_id: number;
  lead_id: number;
  exhibition_id: number;
  assigned_type: 'assigned_employee' | 'additional_employee';
  is_read: 0 | 1;
  created_at: string;
};

/** Assigned-employee notifications for leads of the last ~90 days (older ones mostly read). */
export function buildNotifications(rng: Rng, leads: Lead[]): Notification[] {
  const out: Omit<Notification, 'id'>[] = [];
  for (const lead of leads) {
    const age = (BASE_MS - Date.parse(lead.created_at)) / DAY_MS;
    if (age > 90) continue;
    for (const e of lead.initial_info.exhibitions) {
      const read = (): 0 | 1 => (rng.chance(age > 14 ? 0.8 : 0.3) ? 1 : 0);
      if (e.employee_id !== lead.created_by) {
        out.push({
          employee_id: e.employee_id,
          lead_id: lead.id,
          exhibition_id: e.exhibition_id,
          assigned_type: 'assigned_employee',
          is_read: read(),
          created_at: lead.created_at,
        });
      }
      if (e.additionalEmployeeID !== null) {
        out.push({
          employee_id: e.additionalEmployeeID,
          lead_id: lead.id,
          exhibition_id: e.exhibition_id,
          assigned_type: 'additional_employee',
          is_read: read(),
          created_at: lead.created_at,
        });
      }
    }
  }
  return out.map((n, i) => ({ id: i + 1, ...n }));
}
