import { createContext, useContext } from 'react';
import { RowMenu, type RowMenuItem } from '../../../components/RowMenu';
import { rowActions } from '../rowActions';
import type { AccessKind, LeadRow } from '../types';

export interface RowActionsContext {
  onAccess: (kind: AccessKind, row: LeadRow) => void;
  onDelete: (row: LeadRow) => void;
  /** Opens the create wizard's step 2 for the caller's own unfinished lead. */
  onContinue: (row: LeadRow) => void;
}
// The menu reads its handlers from context, so the table's columns stay stable and an open row
// menu is not remounted when they change.
export const RowContext = createContext<RowActionsContext>({
  onAccess: () => undefined,
  onDelete: () => undefined,
  onContinue: () => undefined,
});

/**
 * The Action column's menu: Edit / Request for Edit / Requested, Details / ..., Delete, as the
 * row's own flags say (rowActions.ts). Its items are worked out only when it opens.
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

function leadMenuItems(row: LeadRow, { onAccess, onDelete, onContinue }: RowActionsContext): RowMenuItem[] {
  const { edit, details, canDelete } = rowActions(row);
  const out: RowMenuItem[] = [edit, details].map((action) => ({
    label: action.label,
    disabled: action.disabled,
    onSelect: () => (action.continues ? onContinue(row) : onAccess(action.kind, row)),
  }));
  if (canDelete) out.push({ label: 'Delete', danger: true, onSelect: () => onDelete(row) });
  return out;
}
