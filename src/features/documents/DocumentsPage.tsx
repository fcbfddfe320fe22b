import { useDeferredValue, useMemo, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { gatedScreen } from '../../components/RequirePermission';
import { P } from '../../../contract/permissions';
import { useDocumentsQuery } from './api';
import { documentColumns } from './documentColumns';
import { DocumentDialog } from './DocumentDialog';
import type { DocumentRow } from './types';
import { sendDocumentDialogEvent, useDocumentDialog } from './useDocumentDialog';
import { ViewDocumentDialog } from './ViewDocumentDialog';

export const EMPTY_TEXT = 'No documents found.';

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
        <Card.Header className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
          <h1 className="h5 mb-0">Manage Documents</h1>
          <div className="d-flex flex-wrap gap-2">
            <Form.Control
              type="search"
              placeholder="Search by file name..."
              aria-label="Search by file name"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              style={{ maxWidth: 240 }}
            />
            <Button onClick={() => sendDocumentDialogEvent({ type: 'OPEN', record: null })}>
              Add Document
            </Button>
          </div>
        </Card.Header>
        <Card.Body>
          {isError && (
            <Alert variant="warning" role="alert">
              The documents could not be loaded. Please try again.
            </Alert>
          )}
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
