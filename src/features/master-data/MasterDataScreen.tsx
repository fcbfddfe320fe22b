import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { RequirePermission } from '../../components/RequirePermission';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { ListCardHeader, ListSearchInput } from '../../components/ListCardHeader';
import { MasterDialog } from './MasterDialog';
import { CountryDemoDialog } from './CountryDemoDialog';
import { ClientSearchedRows, ServerSearchedRows } from './MasterRows';
import { sendDialogEvent, useMasterDialog } from './useMasterDialog';
import type { MasterDescriptor } from './types';

/**
 * The one generic master-data list page: heading, search box, Add button, the
 * table, and the add/edit dialog and delete confirmation driven by the dialog machine.
 */
export function MasterDataScreen({ descriptor }: { descriptor: MasterDescriptor }) {
  return (
    <RequirePermission permission={descriptor.permission}>
      <MasterDataList descriptor={descriptor} />
    </RequirePermission>
  );
}

function MasterDataList({ descriptor }: { descriptor: MasterDescriptor }) {
  const [snapshot, , actor] = useMasterDialog(descriptor);
  const [search, setSearch] = useState('');
  const Rows = descriptor.search.mode === 'server' ? ServerSearchedRows : ClientSearchedRows;
  return (
    <>
      <Card>
        <ListCardHeader title={descriptor.listTitle}>
          <ListSearchInput label="Search" placeholder="Search..." value={search} onChange={setSearch} />
          {descriptor.demoDialog && <CountryDemoDialog />}
          <Button onClick={() => sendDialogEvent(descriptor, { type: 'OPEN', record: null })}>Add</Button>
        </ListCardHeader>
        <Card.Body>
          <Rows descriptor={descriptor} search={search} />
        </Card.Body>
      </Card>
      <MasterDialog descriptor={descriptor} snapshot={snapshot} actor={actor} />
      <DeleteConfirm title={descriptor.title} snapshot={snapshot} actor={actor} />
    </>
  );
}
