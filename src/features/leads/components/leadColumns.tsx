import type { ColumnDef } from '@tanstack/react-table';
import { displayDay } from '../../../lib/dateRanges';
import { PriorityBadge } from '../../../components/PriorityBadge';
import { stageWords } from '../rowActions';
import type { LeadRow } from '../types';
import { LeadRowMenu } from './LeadRowMenu';
import { grantEndText } from '../../../session/grantText';

/**
 * The columns of the leads list (ID, Initial Info, Concern Person Info, Status,
 * Created By, Created At DD-MM-YYYY, Action). Server paging, newest first: no column sorts one
 * page in the browser, which would mislead. Stable: the row menu reads what changes from RowContext.
 * Cells put their lines straight into the cell, with plain elements where a component adds nothing
 * (the priority badge is Bootstrap's markup), for the 100-row render (docs/decisions.md "Leads list
 * rendering").
 */
export const LEAD_COLUMNS: ColumnDef<LeadRow, unknown>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id', enableSorting: false },
  {
    id: 'initial',
    header: 'Initial Info',
    enableSorting: false,
    cell: ({ row: { original: lead } }) => (
      <>
        <div className="fw-semibold">{lead.initial_info.organization_name}</div>
        {lead.initial_info.industry && <div className="small">{lead.initial_info.industry.type}</div>}
        {lead.initial_info.phone && <div className="small">{lead.initial_info.phone}</div>}
        {lead.initial_info.address && (
          <div className="small text-body-secondary">{lead.initial_info.address}</div>
        )}
      </>
    ),
  },
  {
    id: 'concern',
    header: 'Concern Person Info',
    enableSorting: false,
    cell: ({ row: { original: lead } }) =>
      lead.concern_person.map((p, i) => (
        <div key={i} className="small">
          <span className="fw-semibold">{p.name}</span>
          {p.phone[0] && <div>{p.phone[0]}</div>}
          {p.email[0] && <div className="text-body-secondary">{p.email[0]}</div>}
        </div>
      )),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row: { original: lead } }) => (
      <>
        <div className="small">{stageWords(lead.lead_stage)}</div>
        {lead.lead_priority && <PriorityBadge priority={lead.lead_priority} className="mt-1" />}
      </>
    ),
  },
  { id: 'created_by', header: 'Created By', accessorKey: 'created_by_name', enableSorting: false },
  {
    id: 'created_at',
    header: 'Created At',
    accessorKey: 'created_at',
    // Server paging, newest first: sorting one page in the browser would mislead.
    enableSorting: false,
    meta: { className: 'text-nowrap' },
    cell: ({ row: { original: lead } }) => displayDay(lead.created_at),
  },
  {
    id: 'action',
    header: 'Action',
    enableSorting: false,
    cell: ({ row: { original: lead } }) => (
      <>
        <LeadRowMenu row={lead} />
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
