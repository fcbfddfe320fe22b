import type { ColumnDef } from '@tanstack/react-table';
import { Button } from 'react-bootstrap';
import type { DialogRecord } from '../../../machines/dialog.machine';
import { downloadDocumentZip } from './downloads';
import type { DocumentRow } from './types';
import { sendDocumentDialogEvent } from './useDocumentDialog';

const asRecord = (doc: DocumentRow) => doc as unknown as DialogRecord;

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
            <Button
              size="sm"
              variant="outline-primary"
              aria-label={label('Download')}
              onClick={() => void downloadDocumentZip(doc)}
            >
              Download
            </Button>
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
