import { useCallback, useMemo } from 'react';
import { Button, Card, Dropdown } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { DataTable } from '../../../components/DataTable';
import { ListCardHeader } from '../../../components/ListCardHeader';
import { RequirePermission } from '../../../components/RequirePermission';
import { TablePager } from '../../../components/TablePager';
import { useAppSelector } from '../../../lib/hooks';
import { confirm } from '../../../lib/confirm';
import { toApiFailure } from '../../../lib/apiErrors';
import { selectPermissionNames, selectUser } from '../../../session/selectors';
import { useCheckEditPermissionQuery, useDeleteLeadMutation, useLeadsQuery } from '../api';
import { LeadFilters } from '../components/LeadFilters';
import { ListBoardToggle } from '../components/ListBoardToggle';
import { LEAD_COLUMNS } from '../components/leadColumns';
import { RowContext } from '../components/LeadRowMenu';
import { markRowsRender, useRowsCommitMeasure } from '../components/rowsRenderMark';
import { exportPhones } from '../exportPhones';
import { readListParams, writeListParams } from '../listParams';
import { useUrlListParams } from '../../../lib/useUrlListParams';
import type { AccessRequest, LeadRow } from '../types';
import { useAccessRequest } from '../../../session/useAccessRequest';
import { QueryFailedAlert } from '../../../components/LoadFailedAlert';

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to remove it';
export const DELETE_CONFIRM_BUTTON = 'Yes, Delete it';
export const EMPTY_TEXT = 'No leads match the current filters.';
/** What the phone export says when it is done or fails. */
export const DOWNLOAD_OK = 'File downloaded successfully.';
export const DOWNLOAD_FAILED = 'Failed to download file.';

const NO_RECORDS: AccessRequest[] = [];
const NO_ROWS: LeadRow[] = [];
const leadRowId = (row: LeadRow) => String(row.id);

/** The leads list, behind its menu permission (manage leads). */
export default function LeadsListPage() {
  return (
    <RequirePermission permission="manage leads">
      <LeadsList />
    </RequirePermission>
  );
}

/** The list itself: filters in the URL, server paging, row access menu. */
function LeadsList() {
  markRowsRender();
  const { params, onFilter, pagerProps } = useUrlListParams(readListParams, writeListParams);
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const held = useAppSelector(selectPermissionNames);
  const permissions = useMemo(() => [...held], [held]);
  const employeeId = user?.employee_id ?? null;

  // currentData: the answer for *these* params (never the previous filter's rows under new filters).
  // Back to the tab: read again, so a request approved meanwhile no longer shows as Requested.
  const leads = useLeadsQuery(params, { refetchOnFocus: true });
  const { currentData: data, isFetching, isError } = leads;
  const { data: records = NO_RECORDS } = useCheckEditPermissionQuery(employeeId ?? 0, {
    skip: employeeId === null,
    refetchOnFocus: true,
  });
  const [deleteLead] = useDeleteLeadMutation();
  const access = useAccessRequest();

  const onDelete = useCallback(
    async (row: LeadRow) => {
      if (!(await confirm({ text: DELETE_CONFIRM_TEXT, confirmButtonText: DELETE_CONFIRM_BUTTON }))) return;
      try {
        const result = await deleteLead(row.id).unwrap();
        toast.success(result.message ?? 'Lead deleted successfully.');
      } catch (error) {
        toast.error(toApiFailure(error).message);
      }
    },
    [deleteLead],
  );

  const rows = data?.data ?? NO_ROWS;
  useRowsCommitMeasure(rows);

  const rowContext = useMemo(
    () => ({ permissions, records, onAccess: access.open, onDelete }),
    [permissions, records, access, onDelete],
  );

  return (
    <Card className="shadow-sm">
      <ListCardHeader title="Leads">
        <ListBoardToggle current="list" />
        <Dropdown>
          <Dropdown.Toggle variant="outline-secondary" size="sm" id="leads-import-export">
            Import/Export
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item
              as="button"
              type="button"
              onClick={() =>
                void exportPhones(params).then(
                  () => toast.success(DOWNLOAD_OK),
                  () => toast.error(DOWNLOAD_FAILED),
                )
              }
            >
              Export Phone
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
        <Button size="sm" onClick={() => navigate('/leads-organization/initial-info')}>
          Add
        </Button>
      </ListCardHeader>
      <Card.Body>
        <LeadFilters value={params} onChange={onFilter} />
        <QueryFailedAlert query={leads} what="The leads could not be loaded." fieldReason />
        <RowContext.Provider value={rowContext}>
          <DataTable
            columns={LEAD_COLUMNS}
            data={rows}
            loading={isFetching && !data}
            emptyText={isError ? 'The leads could not be loaded.' : EMPTY_TEXT}
            getRowId={leadRowId}
          />
        </RowContext.Provider>
        <TablePager {...pagerProps(data?.total ?? 0)} />
      </Card.Body>
    </Card>
  );
}
