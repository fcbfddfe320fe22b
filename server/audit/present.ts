import { employeeName } from '../leads/present';
import type { Repos } from '../repositories';
import type { AuditRow } from '../stored/accounts';
import { AUDIT_ACTION_WORDS, type AuditEntry } from '../../contract/audit';

/** An audit entry as GET /audit-log answers it (docs/api.md). */
export function presentAudit(repos: Repos, r: AuditRow): AuditEntry {
  const lead = repos.leads.get(r.lead_id);
  return {
    id: r.id,
    at: r.at,
    action: r.action,
    actor: { id: r.actor_id, name: employeeName(repos, r.actor_id) },
    employee: { id: r.employee_id, name: employeeName(repos, r.employee_id) },
    // A deleted lead keeps its entries (the log outlives what it describes).
    lead: { id: r.lead_id, organization_name: lead?.initial_info?.organization_name ?? null },
    request_id: r.request_id ?? null,
    permission_type: r.permission_type,
    expires_at: r.expires_at ?? null,
    via: r.via ?? null,
  };
}

export const AUDIT_CSV_HEADER = [
  'Date',
  'Action',
  'By',
  'Employee',
  'Lead ID',
  'Organization Name',
  'Permission Type',
  'Grant Ends',
];

export function auditCsvCells(e: AuditEntry): unknown[] {
  return [
    e.at,
    AUDIT_ACTION_WORDS[e.action],
    e.actor.name,
    e.employee.name,
    e.lead.id,
    e.lead.organization_name ?? '',
    e.permission_type,
    e.expires_at ?? '',
  ];
}
