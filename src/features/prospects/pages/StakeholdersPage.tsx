import { useMemo, useState } from 'react';
import { Card } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { P } from '../../../../contract/permissions';
import { DataTable } from '../../../components/DataTable';
import { gatedScreen } from '../../../components/RequirePermission';
import { TablePager } from '../../../components/TablePager';
import { useStakeholdersQuery } from '../api';
import { ListHeader } from '../components/ListHeader';
import { OrganizationFilters } from '../components/OrganizationFilters';
import { ORGANIZATION_COLUMNS, RowActionsContext } from '../components/organizationColumns';
import { OrganizationImportDialog } from '../components/OrganizationImportDialog';
import { readListParams, writeListParams } from '../listParams';
import { useUrlListParams } from '../../../lib/useUrlListParams';
import { filterLocally } from '../localFilter';
import type { OrganizationRecord } from '../types';
import { useOrganizationDelete } from '../useOrganizationDelete';
import { QueryFailedAlert } from '../../../components/LoadFailedAlert';

export default gatedScreen(P.stakeholders, Stakeholders);

/** Manage Stackholders: the whole list loaded once, filtered and paged in the browser. */
function Stakeholders() {
  const { params, onFilter, pagerProps } = useUrlListParams(readListParams, writeListParams);
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const stakeholders = useStakeholdersQuery(undefined, { refetchOnFocus: true });
  const { data, isFetching } = stakeholders;
  const { remove } = useOrganizationDelete('stackholders');
  const filtered = useMemo(() => filterLocally(data ?? [], params), [data, params]);
  const shown = filtered.slice((params.page - 1) * params.per_page, params.page * params.per_page);

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
          phoneIds={() => filtered.map((r) => r.id)}
        />
        <OrganizationFilters value={params} onChange={onFilter} />
        <QueryFailedAlert query={stakeholders} what="The stakeholders could not be loaded." />
        <RowActionsContext.Provider value={actions}>
          <DataTable
            columns={ORGANIZATION_COLUMNS}
            data={shown}
            loading={isFetching && !data}
            getRowId={(r) => String(r.id)}
            emptyText="No stakeholders match the current filters."
          />
        </RowActionsContext.Provider>
        <TablePager {...pagerProps(filtered.length)} />
      </Card.Body>
      {importing && <OrganizationImportDialog kind="stackholders" onHide={() => setImporting(false)} />}
    </Card>
  );
}
