import type { ColumnDef } from '@tanstack/react-table';
import { Button } from 'react-bootstrap';
import { useApiFiles } from '../../api/apiFile';
import type { DialogRecord } from '../../../machines/dialog.machine';
import { downloadDocumentZip } from './downloads';
import type { DocumentRow } from './types';
import { sendDocumentDialogEvent } from './useDocumentDialog';

const asRecord = (doc: DocumentRow) => doc as unknown as DialogRecord;

/** Download: the document's files as documents.zip (through the store's API root and token). */
function DownloadButton({ doc, label }: { doc: DocumentRow; label: string }) {
  const files = useApiFiles();
  return (
    <Button
      size="sm"
      variant="outline-primary"
      aria-label={label}
      onClick={() => void downloadDocumentZip(files, doc)}
    >
      Download
    </Button>
  );
}

/** Name (sortable), Category, Exhibition, Action (Download, Show, Edit, Delete). */
export function documentColumns(onShow: (doc: DocumentRow) => void): ColumnDef<DocumentRow, unknown>[] {
  return [
    { id: 'file_name', header: 'Name', accessorKey: 'file_name' },
    { id: 'category', header: 'Category', accessorFn: (d) => d.category?.name ?? '', enableSorting: false },
    {
      id: 'exhibition',
      header: 'Exhibition',
      accessorFn: (d) => d.exhibition?.name ?? '',
      enableSorting: false,
    },
    {
      id: 'action',
      header: 'Action',
      enableSorting: false,
      cell: ({ row }) => {
        const doc = row.original;
        const label = (what: string) => `${what} ${doc.file_name}`;
        return (
          <div className="d-flex flex-wrap gap-1">
            <DownloadButton doc={doc} label={label('Download')} />
            <Button
              size="sm"
              variant="outline-secondary"
              aria-label={label('Show')}
              onClick={() => onShow(doc)}
            >
              Show
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              aria-label={label('Edit')}
              onClick={() => sendDocumentDialogEvent({ type: 'OPEN', record: asRecord(doc) })}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={label('Delete')}
              onClick={() => sendDocumentDialogEvent({ type: 'REQUEST_DELETE', record: asRecord(doc) })}
            >
              Delete
            </Button>
          </div>
        );
      },
    },
  ];
}
