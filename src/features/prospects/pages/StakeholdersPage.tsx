import { useMemo, useState } from 'react';
import { Card } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { P } from '../../../../contract/permissions';
import { DataTable } from '../../../components/DataTable';
import { gatedScreen } from '../../../components/RequirePermission';
import { TablePager } from '../../../components/TablePager';
import { organizationQuery, useStakeholdersQuery } from '../api';
import { ListHeader } from '../components/ListHeader';
import { OrganizationFilters } from '../components/OrganizationFilters';
import { ORGANIZATION_COLUMNS, RowActionsContext } from '../components/organizationColumns';
import { OrganizationImportDialog } from '../components/OrganizationImportDialog';
import { readListParams, writeListParams } from '../listParams';
import { useUrlListParams } from '../../../lib/useUrlListParams';
import type { OrganizationRecord } from '../types';
import { useOrganizationDelete } from '../useOrganizationDelete';
import { QueryFailedAlert } from '../../../components/LoadFailedAlert';

export default gatedScreen(P.stakeholders, Stakeholders);

/**
 * Manage Stackholders: filters in the URL, paged by the server as Manage Prospects is (the list
 * is never loaded whole); Export Phone sends the filters, so it covers every matching record.
 */
function Stakeholders() {
  const { params, onFilter, pagerProps } = useUrlListParams(readListParams, writeListParams);
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const stakeholders = useStakeholdersQuery(params, { refetchOnFocus: true });
  const { currentData: data, isFetching } = stakeholders;
  const { remove } = useOrganizationDelete('stackholders');

  const actions = useMemo(
    () => ({
      edit: (r: OrganizationRecord) => navigate(`/stackholder-update/${r.id}`),
      remove: (r: OrganizationRecord) => void remove(r),
    }),
    [navigate, remove],
  );

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <ListHeader
          title="Manage Stackholders"
          addLabel="Add Stakeholder"
          source="stackholders"
          onAdd={() => navigate('/stackholder-create')}
          onImport={() => setImporting(true)}
          phoneIds={() => organizationQuery(params)}
        />
        <OrganizationFilters value={params} onChange={onFilter} />
        <QueryFailedAlert query={stakeholders} what="The stakeholders could not be loaded." />
        <RowActionsContext.Provider value={actions}>
          <DataTable
            columns={ORGANIZATION_COLUMNS}
            data={data?.data ?? []}
            loading={isFetching && !data}
            getRowId={(r) => String(r.id)}
            emptyText="No stakeholders match the current filters."
          />
        </RowActionsContext.Provider>
        <TablePager {...pagerProps(data?.total ?? 0)} />
      </Card.Body>
      {importing && <OrganizationImportDialog kind="stackholders" onHide={() => setImporting(false)} />}
    </Card>
  );
}
