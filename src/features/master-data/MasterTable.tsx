import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../components/DataTable';
import { RowActions } from './RowActions';
import type { MasterDescriptor, MasterRow } from './types';

/** The descriptor's columns as a sortable, selectable table with the row action menu last. */
export function MasterTable({ descriptor, rows, loading }: { descriptor: MasterDescriptor; rows: MasterRow[]; loading: boolean }) {
  const columns = useMemo<ColumnDef<MasterRow, unknown>[]>(
    () => [
      ...descriptor.columns.map(
        (c, i): ColumnDef<MasterRow, unknown> => ({
          id: `col-${i}`,
          header: c.header,
          accessorFn: (row) => c.value(row),
        }),
      ),
      {
        id: 'actions',
        header: 'Action',
        enableSorting: false,
        cell: ({ row }) => <RowActions row={row.original} descriptor={descriptor} />,
      },
    ],
    [descriptor],
  );
  return <DataTable columns={columns} data={rows} loading={loading} selectable getRowId={(r) => String(r.id)} />;
}
