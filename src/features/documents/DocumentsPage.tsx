import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { ListCardHeader, ListSearchInput } from '../../components/ListCardHeader';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { gatedScreen } from '../../components/RequirePermission';
import { P } from '../../../contract/permissions';
import { useDocumentsQuery } from './api';
import { documentColumns } from './documentColumns';
import { DocumentDialog } from './DocumentDialog';
import type { DocumentRow } from './types';
import { sendDocumentDialogEvent, useDocumentDialog } from './useDocumentDialog';
import { ViewDocumentDialog } from './ViewDocumentDialog';

const EMPTY_TEXT = 'No documents found.';

/** /manage-documents behind its menu permission. */
export default gatedScreen(P.manageDocuments, Documents);

function Documents() {
  const [snapshot, , actor] = useDocumentDialog();
  // The search palette links here with ?search=.
  const [query] = useSearchParams();
  const [search, setSearch] = useState(() => query.get('search') ?? '');
  const term = useDeferredValue(search);
  const { currentData, isFetching, isError } = useDocumentsQuery(term);
  const [shownId, setShownId] = useState<number | null>(null);
  const columns = useMemo(() => documentColumns((doc: DocumentRow) => setShownId(doc.id)), []);
  // The view dialog reads its document from the latest answer (an edit meanwhile shows at once).
  const shown = currentData?.find((d) => d.id === shownId) ?? null;

  return (
    <>
      <Card>
        <ListCardHeader title="Manage Documents">
          <ListSearchInput
            label="Search by file name"
            placeholder="Search by file name..."
            value={search}
            onChange={setSearch}
          />
          <Button onClick={() => sendDocumentDialogEvent({ type: 'OPEN', record: null })}>
            Add Document
          </Button>
        </ListCardHeader>
        <Card.Body>
          {isError && <LoadFailedAlert text="The documents could not be loaded. Please try again." />}
          <DataTable
            columns={columns}
            data={currentData ?? []}
            loading={isFetching && !currentData}
            emptyText={EMPTY_TEXT}
            getRowId={(d) => String(d.id)}
          />
        </Card.Body>
      </Card>
      <DocumentDialog snapshot={snapshot} actor={actor} />
      <DeleteConfirm title="Document" snapshot={snapshot} actor={actor} />
      <ViewDocumentDialog doc={shown} onClose={() => setShownId(null)} />
    </>
  );
}
