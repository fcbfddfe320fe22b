import type { ColumnDef, SortingFn } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { DataTable } from '../../components/DataTable';
import { UNAVAILABLE_TEXT } from '../../components/LoadFailedAlert';
import { RowActions } from './RowActions';
import type { MasterDescriptor, MasterRow } from './types';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Sorts as people read: ignoring case ("BD Expo" next to "Bangladesh"), numbers by value
 * ("Stall 9" before "Stall 18").
 */
const naturalSort: SortingFn<MasterRow> = (a, b, columnId) => {
  const x = a.getValue<string | number>(columnId);
  const y = b.getValue<string | number>(columnId);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x ?? ''), String(y ?? ''));
};

/** The descriptor's columns as a sortable, selectable table with the row action menu last. */
export function MasterTable({
  descriptor,
  rows,
  loading,
  failed = false,
}: {
  descriptor: MasterDescriptor;
  rows: MasterRow[];
  loading: boolean;
  /** The rows failed to load (the alert above says so): not "No data found". */
  failed?: boolean;
}) {
  const columns = useMemo<ColumnDef<MasterRow, unknown>[]>(
    () => [
      ...descriptor.columns.map((c, i): ColumnDef<MasterRow, unknown> => ({
        id: `col-${i}`,
        header: c.header,
        // Sorted by the column's sort value (dates: yyyy-MM-dd), shown as its display text.
        accessorFn: (row) => (c.sortValue ?? c.value)(row),
        cell: ({ row }) => c.value(row.original),
        sortingFn: naturalSort,
      })),
      {
        id: 'actions',
        header: 'Action',
        enableSorting: false,
        cell: ({ row }) => <RowActions row={row.original} descriptor={descriptor} />,
      },
    ],
    [descriptor],
  );
  // A row's box is named by the row's first column ("Select Dhaka"), as the user sees the row.
  const rowLabel = useCallback((row: MasterRow) => String(descriptor.columns[0].value(row)), [descriptor]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      loading={loading}
      rowLabel={rowLabel}
      emptyText={failed ? UNAVAILABLE_TEXT : undefined}
      selectable
      getRowId={(r) => String(r.id)}
    />
  );
}
