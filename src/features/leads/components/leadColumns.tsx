import type { ColumnDef } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { Badge } from 'react-bootstrap';
import { displayDay } from '../../../lib/dateRanges';
import { priorityBadge, stageWords } from '../rowActions';
import type { AccessKind, LeadPermissionRecord, LeadRow } from '../types';
import { LeadRowMenu } from './LeadRowMenu';
import { grantEndText } from '../../../session/grantText';

export interface RowActionsContext {
  permissions: readonly string[];
  records: readonly LeadPermissionRecord[];
  onAccess: (kind: AccessKind, row: LeadRow) => void;
  onDelete: (row: LeadRow) => void;
}
// Cells read what changes (permissions, records) from context, so the columns stay stable and an
// open row menu is not remounted when they change.
export const RowContext = createContext<RowActionsContext>({
  permissions: [],
  records: [],
  onAccess: () => undefined,
  onDelete: () => undefined,
});

function ActionCell({ lead }: { lead: LeadRow }) {
  const { permissions, records, onAccess, onDelete } = useContext(RowContext);
  return (
    <LeadRowMenu
      row={lead}
      permissions={permissions}
      records={records}
      onAccess={onAccess}
      onDelete={onDelete}
    />
  );
}

/**
 * The columns of the leads list (ID, Initial Info, Concern Person Info, Status,
 * Created By, Created At DD-MM-YYYY, Action). Server paging, newest first: no column sorts one
 * page in the browser, which would mislead. Stable: cells read what changes from RowContext.
 */
export const LEAD_COLUMNS: ColumnDef<LeadRow, unknown>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id', enableSorting: false },
  {
    id: 'initial',
    header: 'Initial Info',
    enableSorting: false,
    cell: ({ row: { original: lead } }) => (
      <div>
        <div className="fw-semibold">{lead.initial_info.organization_name}</div>
        {lead.initial_info.industry && <div className="small">{lead.initial_info.industry.type}</div>}
        {lead.initial_info.phone && <div className="small">{lead.initial_info.phone}</div>}
        {lead.initial_info.address && (
          <div className="small text-body-secondary">{lead.initial_info.address}</div>
        )}
      </div>
    ),
  },
  {
    id: 'concern',
    header: 'Concern Person Info',
    enableSorting: false,
    cell: ({ row: { original: lead } }) => (
      <div>
        {lead.concern_person.map((p, i) => (
          <div key={i} className="small">
            <span className="fw-semibold">{p.name}</span>
            {p.phone?.[0] && <div>{p.phone[0]}</div>}
            {p.email?.[0] && <div className="text-body-secondary">{p.email[0]}</div>}
          </div>
        ))}
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row: { original: lead } }) => (
      <div className="d-flex flex-column align-items-start gap-1">
        <span className="small">{stageWords(lead.lead_stage)}</span>
        {lead.lead_priority && <Badge bg={priorityBadge(lead.lead_priority)}>{lead.lead_priority}</Badge>}
      </div>
    ),
  },
  { id: 'created_by', header: 'Created By', accessorKey: 'created_by', enableSorting: false },
  {
    id: 'created_at',
    header: 'Created At',
    accessorKey: 'created_at',
    // Server paging, newest first: sorting one page in the browser would mislead.
    enableSorting: false,
    cell: ({ row: { original: lead } }) => <span className="text-nowrap">{displayDay(lead.created_at)}</span>,
  },
  {
    id: 'action',
    header: 'Action',
    enableSorting: false,
    cell: ({ row: { original: lead } }) => (
      <>
        <ActionCell lead={lead} />
        {/* The caller's grants of this lead and when they end. */}
        {Object.entries(lead.grant_ends ?? {}).map(([kind, ends]) => (
          <div key={kind} className="small text-body-secondary text-nowrap mt-1">
            {grantEndText(kind, ends)}
          </div>
        ))}
      </>
    ),
  },
];
