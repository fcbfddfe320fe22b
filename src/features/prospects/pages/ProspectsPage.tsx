import { useCallback, useMemo, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { P } from '../../../../contract/permissions';
import { DataTable } from '../../../components/DataTable';
import { gatedScreen } from '../../../components/RequirePermission';
import { TablePager } from '../../../components/TablePager';
import { organizationQuery, useProspectsQuery } from '../api';
import { ListHeader } from '../components/ListHeader';
import { OrganizationFilters } from '../components/OrganizationFilters';
import { ORGANIZATION_COLUMNS, RowActionsContext } from '../components/organizationColumns';
import { convertToLeadPath } from '../convertToLead';
import { OrganizationImportDialog } from '../components/OrganizationImportDialog';
import { readListParams, writeListParams } from '../listParams';
import { useUrlListParams } from '../../../lib/useUrlListParams';
import type { OrganizationFilters as Filters, OrganizationRecord } from '../types';
import { useOrganizationDelete } from '../useOrganizationDelete';
import { QueryFailedAlert } from '../../../components/LoadFailedAlert';

export default gatedScreen(P.prospects, Prospects);

/** A row's box is named by its organization ("Select Rupali Developers Ltd"). */
const organizationName = (row: OrganizationRecord) => row.organization_name;

/** Manage Prospects: filters in the URL, server paging, selection with Delete Selected (n). */
function Prospects() {
  const { params, onFilter: filter, pagerProps } = useUrlListParams(readListParams, writeListParams);
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  const prospects = useProspectsQuery(params, { refetchOnFocus: true });
  const { currentData: data, isFetching } = prospects;
  const { remove, removeSelected } = useOrganizationDelete('prospects');

  const onFilter = useCallback(
    (change: Partial<Filters>) => {
      setSelection({});
      filter(change);
    },
    [filter],
  );
  const rows = data?.data ?? [];
  // Only rows on this page count (as in DataTable): a box ticked on another page is not shown, so
  // Delete Selected must not delete it.
  const selectedIds = rows.filter((r) => selection[String(r.id)]).map((r) => r.id);
  const actions = useMemo(
    () => ({
      edit: (r: { id: number }) => navigate(`/prospect-update/${r.id}`),
      remove: (r: Parameters<typeof remove>[0]) => void remove(r),
      convert: (r: Parameters<typeof convertToLeadPath>[0]) => navigate(convertToLeadPath(r)),
    }),
    [navigate, remove],
  );

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <ListHeader
          title="Manage Prospects"
          addLabel="Add Prospect"
          source="prospects"
          onAdd={() => navigate('/prospect-create')}
          onImport={() => setImporting(true)}
          phoneIds={() => organizationQuery(params)}
        />
        <OrganizationFilters value={params} onChange={onFilter} />
        <QueryFailedAlert query={prospects} what="The prospects could not be loaded." />
        <div className="mb-2">
          {/* Never disabled: with nothing ticked it answers "No records selected." (the spec). */}
          <Button
            size="sm"
            variant="danger"
            onClick={() => void removeSelected(selectedIds).then((done) => done && setSelection({}))}
          >
            {`Delete Selected (${selectedIds.length})`}
          </Button>
        </div>
        <RowActionsContext.Provider value={actions}>
          <DataTable
            columns={ORGANIZATION_COLUMNS}
            data={rows}
            loading={isFetching && !data}
            selectable
            canSelect={(r) => r.can_delete}
            rowLabel={organizationName}
            getRowId={(r) => String(r.id)}
            selection={selection}
            onSelectionChange={setSelection}
            emptyText="No prospects match the current filters."
          />
        </RowActionsContext.Provider>
        <TablePager {...pagerProps(data?.total ?? 0)} />
      </Card.Body>
      {importing && <OrganizationImportDialog kind="prospects" onHide={() => setImporting(false)} />}
    </Card>
  );
}
