import { RelatedRows } from '../master/related-rows';
import type { Repos } from '../repositories';
import type { AuditRow } from '../stored/accounts';
import { AUDIT_ACTION_WORDS, type AuditEntry } from '../../contract/audit';

/** Audit entries as GET /audit-log answers them, their employees and leads read once for all. */
export async function presentAudits(repos: Repos, rows: readonly AuditRow[]): Promise<AuditEntry[]> {
  const related = await RelatedRows.load(
    repos,
    rows.flatMap((r) => [
      ['leads', r.lead_id] as const,
      ['employees', r.actor_id] as const,
      ['employees', r.employee_id] as const,
    ]),
  );
  return rows.map((r) => presentAudit(related, r));
}

/** An audit entry as GET /audit-log answers it (docs/api.md). */
function presentAudit(related: RelatedRows, r: AuditRow): AuditEntry {
  const lead = related.row('leads', r.lead_id);
  return {
    id: r.id,
    at: r.at,
    action: r.action,
    actor: { id: r.actor_id, name: related.employeeName(r.actor_id) },
    employee: { id: r.employee_id, name: related.employeeName(r.employee_id) },
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
