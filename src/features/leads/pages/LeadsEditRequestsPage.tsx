import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge, Card } from 'react-bootstrap';
import { DataTable } from '../../../components/DataTable';
import { P } from '../../../../contract/permissions';
import { RequirePermission } from '../../../components/RequirePermission';
import { useAllLeadsEditRequestsQuery } from '../../../session/api';
import type { AccessRequest } from '../../../../contract/access-requests';
import { displayDay } from '../../../lib/dateRanges';
import { DecisionButtons } from '../../../session/DecisionButtons';
import { useRequestDecision } from '../../../session/useRequestDecision';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';

const NONE: AccessRequest[] = [];
const STATUS_BADGE: Record<string, string> = { pending: 'warning', approved: 'success', reject: 'danger' };

/** Leads Edit Requests: pending requests of the supervisor's employees. */
function EditRequestsTable() {
  const { data = NONE, isLoading, isError, isFetching, refetch } = useAllLeadsEditRequestsQuery();
  const { decide, busy } = useRequestDecision();
  const columns = useMemo<ColumnDef<AccessRequest, unknown>[]>(
    () => [
      { id: 'id', header: 'ID', accessorKey: 'id' },
      { id: 'lead_id', header: 'Lead ID', accessorKey: 'lead_id' },
      { id: 'organization', header: 'Organization Name', accessorFn: (r) => r.lead.organization_name },
      { id: 'employee', header: 'Employee Name', accessorKey: 'employee' },
      { id: 'permission_type', header: 'Permission Type', accessorKey: 'permission_type' },
      {
        id: 'status',
        header: 'Status',
        accessorKey: 'status',
        cell: ({ row: { original: r } }) => (
          <Badge bg={STATUS_BADGE[r.status] ?? 'secondary'}>{r.status}</Badge>
        ),
      },
      {
        id: 'created_at',
        header: 'Created At',
        accessorKey: 'created_at',
        cell: ({ row: { original: r } }) => displayDay(r.created_at),
      },
      {
        id: 'action',
        header: 'Action',
        enableSorting: false,
        cell: ({ row: { original: r } }) =>
          r.status === 'pending' ? (
            <DecisionButtons busy={busy} onDecide={(action) => void decide(r, action)} />
          ) : null,
      },
    ],
    [decide, busy],
  );
  return (
    <>
      {isError && !isFetching && (
        <LoadFailedAlert text={'The requests could not be loaded.'} onRetry={() => void refetch()} />
      )}
      <DataTable
        columns={columns}
        data={data}
        loading={isLoading}
        emptyText={isError ? 'The requests could not be loaded.' : 'No pending requests.'}
        getRowId={(r) => String(r.id)}
      />
    </>
  );
}

export default function LeadsEditRequestsPage() {
  return (
    <RequirePermission permission={P.leadsEditRequests}>
      <Card className="shadow-sm">
        <Card.Header>
          <h1 className="h5 mb-0">Leads Edit Requests</h1>
        </Card.Header>
        <Card.Body>
          <EditRequestsTable />
        </Card.Body>
      </Card>
    </RequirePermission>
  );
}
