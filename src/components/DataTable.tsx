import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { renderCell, selectionColumn } from './dataTableColumns';

declare module '@tanstack/react-table' {
  // Merged into TanStack's own interface, whose type parameters must keep their names.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Class of the column's cells (e.g. text-nowrap), instead of a wrapper element per cell. */
    className?: string;
  }
}

export interface DataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  data: readonly T[];
  loading?: boolean;
  /** Adds a leading checkbox column (with select-all in the header). */
  selectable?: boolean;
  /** Which rows may be selected (default all): the others' boxes are disabled, select-all skips them. */
  canSelect?: (row: T) => boolean;
  /** What a row's box selects, for its accessible name: "Select <this>" (default "Select row"). */
  rowLabel?: (row: T) => string;
  emptyText?: string;
  getRowId?: (row: T, index: number) => string;
  /** Controlled selection (row ids → true), for screens that act on the selected rows. */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
}

const SORT_MARK: Record<string, string> = { asc: ' ▲', desc: ' ▼' };

/**
 * A sortable table with optional row selection (@tanstack/react-table v8) and a Loading... row.
 * Headless columns come from the caller; a column with `enableSorting: false` stays fixed.
 */
export function DataTable<T>({
  columns,
  data,
  loading,
  selectable,
  canSelect,
  rowLabel,
  emptyText = 'No data found',
  getRowId,
  selection,
  onSelectionChange,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const rowSelection = selection ?? ownSelection;
  const setRowSelection = (update: RowSelectionState | ((old: RowSelectionState) => RowSelectionState)) => {
    const next = typeof update === 'function' ? update(rowSelection) : update;
    if (onSelectionChange) onSelectionChange(next);
    else setOwnSelection(next);
  };
  const allColumns = useMemo<ColumnDef<T, unknown>[]>(
    () => (selectable ? [selectionColumn<T>(rowLabel), ...columns] : columns),
    [columns, selectable, rowLabel],
  );
  const rows = useMemo(() => [...data], [data]);
  // TanStack Table returns fresh functions per render by design; the compiler must not memoize it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: allColumns,
    state: { sorting, rowSelection },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    enableRowSelection: selectable && canSelect ? (row) => canSelect(row.original) : !!selectable,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  // Only rows still in the data count (a deleted or filtered-out row is no longer selected).
  const selected = selectable ? table.getSelectedRowModel().rows.length : 0;

  return (
    <>
      {selected > 0 && (
        <div className="d-flex align-items-center gap-2 small mb-2" role="status">
          <span>{`${selected} selected`}</span>
          <Button size="sm" variant="link" className="p-0" onClick={() => table.resetRowSelection()}>
            Clear selection
          </Button>
        </div>
      )}
      <Table hover responsive className="align-middle data-table">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = header.column.getCanSort();
                const direction = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    style={
                      header.column.id === 'select'
                        ? { width: '1%' }
                        : sortable
                          ? { cursor: 'pointer', userSelect: 'none' }
                          : undefined
                    }
                    onClick={sortable ? header.column.getToggleSortingHandler() : undefined}
                    aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sortable ? (
                      // A button for the keyboard: Enter or Space clicks it, and the click reaches
                      // the header's handler, so mouse and keyboard sort the same way.
                      <button type="button" className="sort-toggle">
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {/* Decoration: the header's aria-sort tells the direction. */}
                        {direction ? <span aria-hidden="true">{SORT_MARK[direction]}</span> : null}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={allColumns.length} className="text-center py-4">
                Loading...
              </td>
            </tr>
          ) : table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={allColumns.length} className="text-center py-4 text-body-secondary">
                {emptyText}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={row.getIsSelected() ? 'table-active' : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cell.column.columnDef.meta?.className}>
                    {renderCell(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </>
  );
}
