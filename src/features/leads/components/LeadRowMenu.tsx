import { createContext, useContext } from 'react';
import type { AccessFact } from '../../../../machines/access-request.machine';
import { RowMenu, type RowMenuItem } from '../../../components/RowMenu';
import { rowActions } from '../rowActions';
import type { AccessKind, LeadRow } from '../types';

export interface RowActionsContext {
  permissions: readonly string[];
  records: readonly AccessFact[];
  onAccess: (kind: AccessKind, row: LeadRow) => void;
  onDelete: (row: LeadRow) => void;
}
// The menu reads what changes (permissions, records) from context, so the table's columns stay
// stable and an open row menu is not remounted when they change.
export const RowContext = createContext<RowActionsContext>({
  permissions: [],
  records: [],
  onAccess: () => undefined,
  onDelete: () => undefined,
});

/**
 * The Action column's menu: Edit / Request for Edit / Requested, Details / ..., Delete. Its
 * items are worked out only when it opens.
 */
export function LeadRowMenu({ row }: { row: LeadRow }) {
  const context = useContext(RowContext);
  return (
    <RowMenu
      id={`lead-actions-${row.id}`}
      label={`Actions for lead ${row.id}`}
      items={() => leadMenuItems(row, context)}
    >
      ⋮
    </RowMenu>
  );
}

function leadMenuItems(
  row: LeadRow,
  { permissions, records, onAccess, onDelete }: RowActionsContext,
): RowMenuItem[] {
  const { edit, details, canDelete } = rowActions(row, permissions, records);
  const out: RowMenuItem[] = [edit, details].map((action) => ({
    label: action.label,
    disabled: action.disabled,
    onSelect: () => onAccess(action.kind, row),
  }));
  if (canDelete) out.push({ label: 'Delete', danger: true, onSelect: () => onDelete(row) });
  return out;
}
