import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../components/DataTable';
import { PriorityBadge } from '../../components/PriorityBadge';
import type { DashboardLead } from './api';
import { cutName } from './chartColors';

export const EMPTY_TEXT = 'No leads found for the selected date range.';

const COLUMNS: ColumnDef<DashboardLead, unknown>[] = [
  { id: 'LeadID', header: 'Lead ID', accessorKey: 'LeadID' },
  {
    id: 'CompanyName',
    header: 'Organization Name',
    accessorKey: 'CompanyName',
    cell: ({ row }) => <span title={row.original.CompanyName}>{cutName(row.original.CompanyName)}</span>,
  },
  { id: 'lead_stage', header: 'Lead Stage', accessorKey: 'lead_stage' },
  {
    id: 'lead_priority',
    header: 'Lead Priority',
    accessorKey: 'lead_priority',
    cell: ({ row }) => <PriorityBadge priority={row.original.lead_priority} empty="N/A" />,
  },
];

/** 'Recently Created Leads': the newest leads of the range, each priority as its badge. */
export function RecentLeadsTable({
  rows,
  loading,
  emptyText = EMPTY_TEXT,
}: {
  rows: readonly DashboardLead[];
  loading: boolean;
  emptyText?: string;
}) {
  return (
    <DataTable
      columns={COLUMNS}
      data={rows}
      loading={loading}
      emptyText={emptyText}
      getRowId={(row) => String(row.id)}
    />
  );
}
