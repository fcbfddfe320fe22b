import { useCallback, useMemo } from 'react';
import { Button, Card, Dropdown } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { DataTable } from '../../../components/DataTable';
import { ListCardHeader } from '../../../components/ListCardHeader';
import { P } from '../../../../contract/permissions';
import { RequirePermission } from '../../../components/RequirePermission';
import { TablePager } from '../../../components/TablePager';
import { confirm } from '../../../lib/confirm';
import { useAppDispatch } from '../../../lib/hooks';
import { toApiFailure } from '../../../lib/apiErrors';
import { useDeleteLeadMutation, useLeadsQuery } from '../api';
import { LeadFilters } from '../components/LeadFilters';
import { ListBoardToggle } from '../components/ListBoardToggle';
import { LEAD_COLUMNS } from '../components/leadColumns';
import { RowContext } from '../components/LeadRowMenu';
import { markRowsRender, useRowsCommitMeasure } from '../components/rowsRenderMark';
import { exportPhones } from '../exportPhones';
import { readListParams, writeListParams } from '../listParams';
import { useUrlListParams } from '../../../lib/useUrlListParams';
import type { LeadRow } from '../types';
import { resumeLeadPath } from '../../../lib/leadPaths';
import { useAccessRequest } from '../../../session/useAccessRequest';
import { QueryFailedAlert } from '../../../components/LoadFailedAlert';

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to remove it';
export const DELETE_CONFIRM_BUTTON = 'Yes, Delete it';
export const EMPTY_TEXT = 'No leads match the current filters.';
/** What the phone export says when it is done or fails. */
export const DOWNLOAD_OK = 'File downloaded successfully.';
export const DOWNLOAD_FAILED = 'Failed to download file.';

const NO_ROWS: LeadRow[] = [];
const leadRowId = (row: LeadRow) => String(row.id);

/** The leads list, behind its menu permission (manage leads). */
export default function LeadsListPage() {
  return (
    <RequirePermission permission={P.manageLeads}>
      <LeadsList />
    </RequirePermission>
  );
}

/** The list itself: filters in the URL, server paging, row access menu. */
function LeadsList() {
  markRowsRender();
  const { params, onFilter, pagerProps } = useUrlListParams(readListParams, writeListParams);
  const navigate = useNavigate();

  // currentData: the answer for *these* params (never the previous filter's rows under new filters).
  // Back to the tab: read again, so a request approved meanwhile no longer shows as Requested.
  const leads = useLeadsQuery(params, { refetchOnFocus: true });
  const { currentData: data, isFetching, isError } = leads;
  const dispatch = useAppDispatch();
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
    () => ({
      onAccess: access.open,
      onDelete,
      onContinue: (row: LeadRow) => navigate(resumeLeadPath(row.id)),
    }),
    [access, onDelete, navigate],
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
                void dispatch(exportPhones(params)).then(
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
