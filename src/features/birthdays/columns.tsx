import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from 'react-bootstrap';
import { RowMenu } from '../../components/RowMenu';
import { sendBirthdayEvent } from './useBirthdayDialog';
import type { BirthdayContact } from './types';

/** yyyy-MM-dd → DD-MM-YYYY (the product's display format). */
const displayDate = (iso: string | null | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : '';

function Actions({ row }: { row: BirthdayContact }) {
  return (
    <RowMenu
      id={`birthday-actions-${row.id}`}
      label={`Action for ${row.PersonName ?? row.id}`}
      variant="outline-secondary"
      items={() => [
        { label: 'Edit', onSelect: () => sendBirthdayEvent({ type: 'OPEN', record: { ...row } }) },
        {
          label: 'Delete',
          onSelect: () => sendBirthdayEvent({ type: 'REQUEST_DELETE', record: { ...row } }),
        },
      ]}
    >
      Action
    </RowMenu>
  );
}

export const BIRTHDAY_COLUMNS: ColumnDef<BirthdayContact, unknown>[] = [
  { accessorKey: 'PersonName', header: 'Person Name' },
  { accessorKey: 'CompanyName', header: 'Company Name' },
  { accessorKey: 'Designation', header: 'Designation' },
  { accessorKey: 'ContactEmail', header: 'Contact Email' },
  { accessorKey: 'ContactNumber', header: 'Contact Number' },
  {
    accessorKey: 'DOB',
    header: 'Date of Birth',
    cell: ({ row }) => (
      <span className="text-nowrap">
        {displayDate(row.original.DOB)}
        {row.original.birthday_today && (
          <Badge
            bg={row.original.wish_sent_today ? 'success' : 'warning'}
            text={row.original.wish_sent_today ? undefined : 'dark'}
            className="ms-2"
          >
            {row.original.wish_sent_today ? 'Wish sent today' : 'Birthday today'}
          </Badge>
        )}
      </span>
    ),
  },
  { accessorKey: 'Address', header: 'Address' },
  { id: 'action', header: 'Action', enableSorting: false, cell: ({ row }) => <Actions row={row.original} /> },
];
