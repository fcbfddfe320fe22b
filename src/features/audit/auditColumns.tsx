import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from 'react-bootstrap';
import { displayDayTime } from '../../lib/dateRanges';
import { AUDIT_ACTION_WORDS, type AuditAction, type AuditEntry } from '../../../contract/audit';

const ACTION_BADGE: Record<AuditAction, string> = {
  asked: 'secondary',
  approved: 'success',
  rejected: 'danger',
  read: 'info',
};
const READ_VIA: Record<string, string> = { lead: 'opened', list: 'in the list', export: 'exported' };

/** Columns of the audit log. Server paging, newest first: no column sorts one page. */
export const AUDIT_COLUMNS: ColumnDef<AuditEntry, unknown>[] = [
  {
    id: 'at',
    header: 'Date',
    enableSorting: false,
    cell: ({ row: { original: e } }) => <span className="text-nowrap">{displayDayTime(e.at)}</span>,
  },
  {
    id: 'action',
    header: 'Action',
    enableSorting: false,
    cell: ({ row: { original: e } }) => (
      <div className="d-flex flex-column align-items-start gap-1">
        <Badge bg={ACTION_BADGE[e.action]} text={e.action === 'read' ? 'dark' : undefined}>
          {AUDIT_ACTION_WORDS[e.action]}
        </Badge>
        {e.action === 'read' && e.via && <span className="small">{READ_VIA[e.via] ?? e.via}</span>}
      </div>
    ),
  },
  { id: 'actor', header: 'By', enableSorting: false, accessorFn: (e) => e.actor.name },
  { id: 'employee', header: 'Employee', enableSorting: false, accessorFn: (e) => e.employee.name },
  {
    id: 'lead',
    header: 'Lead',
    enableSorting: false,
    cell: ({ row: { original: e } }) => (
      <span>
        #{e.lead.id} {e.lead.organization_name ?? '(deleted)'}
      </span>
    ),
  },
  { id: 'permission_type', header: 'Permission Type', enableSorting: false, accessorKey: 'permission_type' },
  {
    id: 'expires_at',
    header: 'Grant Ends',
    enableSorting: false,
    cell: ({ row: { original: e } }) => <span className="text-nowrap">{displayDayTime(e.expires_at)}</span>,
  },
];
