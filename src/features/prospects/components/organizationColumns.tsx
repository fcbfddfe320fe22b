import type { ColumnDef } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { Button } from 'react-bootstrap';
import { displayDay } from '../../../lib/dateRanges';
import type { OrganizationRecord } from '../types';

/** What the Action cell may do for a row (given by the page). */
export interface RowActions {
  edit: (row: OrganizationRecord) => void;
  remove: (row: OrganizationRecord) => void;
  /** Prospects only: open the lead wizard prefilled from the row. */
  convert?: (row: OrganizationRecord) => void;
}
export const RowActionsContext = createContext<RowActions | null>(null);

function ActionCell({ row }: { row: OrganizationRecord }) {
  const actions = useContext(RowActionsContext);
  if (!actions) return null;
  const name = row.organization_name;
  return (
    <div className="d-flex flex-wrap gap-1">
      {row.can_edit && (
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`Edit ${name}`}
          onClick={() => actions.edit(row)}
        >
          Edit
        </Button>
      )}
      {row.can_delete && (
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Delete ${name}`}
          onClick={() => actions.remove(row)}
        >
          Delete
        </Button>
      )}
      {actions.convert && (
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`Convert to lead: ${name}`}
          onClick={() => actions.convert!(row)}
        >
          Convert to lead
        </Button>
      )}
    </div>
  );
}

/** Columns of both lists; user text is rendered as text. */
export const ORGANIZATION_COLUMNS: ColumnDef<OrganizationRecord, unknown>[] = [
  { id: 'organization', header: 'Organization', accessorFn: (r) => r.organization_name },
  { id: 'industry', header: 'Industry', accessorFn: (r) => r.industry?.type ?? '' },
  { id: 'phone', header: 'Phone', accessorFn: (r) => r.phone, enableSorting: false },
  {
    id: 'persons',
    header: 'Concern Persons',
    enableSorting: false,
    accessorFn: (r) =>
      r.concern_person_info
        .map((p) => p.name)
        .filter(Boolean)
        .join(', '),
  },
  {
    id: 'exhibitions',
    header: 'Exhibitions',
    enableSorting: false,
    accessorFn: (r) => r.exhibitions.map((e) => e.name).join(', '),
  },
  { id: 'created_by', header: 'Created By', accessorFn: (r) => r.user?.name ?? '' },
  {
    id: 'created_at',
    header: 'Created At',
    accessorFn: (r) => r.created_at,
    cell: (c) => displayDay(String(c.getValue()).slice(0, 10)),
  },
  { id: 'action', header: 'Action', enableSorting: false, cell: (c) => <ActionCell row={c.row.original} /> },
];
