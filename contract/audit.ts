/** What the audit log records (docs/api.md, "Audit log"). */
export type AuditAction = 'asked' | 'approved' | 'rejected' | 'read';

/** What each action reads as, on the screen and in the CSV export. */
export const AUDIT_ACTION_WORDS: Record<AuditAction, string> = {
  asked: 'Asked for access',
  approved: 'Approved',
  rejected: 'Rejected',
  read: 'Read through a grant',
};

/** `{id, name}` of an employee named by an audit entry (name '' once the employee is gone). */
interface AuditPerson {
  id: number | null;
  name: string;
}

/** An audit entry as GET /audit-log answers it (made by server/audit/present.ts). */
export interface AuditEntry {
  id: number;
  at: string;
  action: AuditAction;
  actor: AuditPerson;
  employee: AuditPerson;
  /** A deleted lead keeps its entries: its organization name is then null. */
  lead: { id: number; organization_name: string | null };
  request_id: number | null;
  permission_type: string;
  expires_at: string | null;
  via: string | null;
}
