import { flexRender, type CellContext, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

/**
 * A column's cell, called as a render function. flexRender would mount each function as a
 * component: one more component per cell (700 for 100 rows of 7 columns), and a table whose
 * columns are rebuilt (a memo over a busy flag) remounted every cell, replacing the buttons in
 * them, so a click landing meanwhile was lost. Cells therefore must not call hooks (lint's
 * rules-of-hooks flags a hook in a `cell` function); a component they return keeps its state.
 * docs/decisions.md "Leads list rendering".
 */
export function renderCell<T>(
  cell: ColumnDef<T, unknown>['cell'],
  context: CellContext<T, unknown>,
): ReactNode {
  return typeof cell === 'function' ? cell(context) : flexRender(cell, context);
}

/** The checkbox column of a selectable table; a row's box is named by `rowLabel` when given. */
export function selectionColumn<T>(rowLabel?: (row: T) => string): ColumnDef<T, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <Form.Check
        aria-label="Select all rows"
        checked={table.getIsAllRowsSelected()}
        ref={(input: HTMLInputElement | null) => {
          if (input) input.indeterminate = table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Form.Check
        aria-label={rowLabel ? `Select ${rowLabel(row.original)}` : 'Select row'}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
