import { memo } from 'react';
import type { LeadPermissionRecord } from '../../../../machines/access-request.machine';
import { RowMenu, type RowMenuItem } from '../../../components/RowMenu';
import { rowActions } from '../rowActions';
import type { AccessKind, LeadRow } from '../types';

/** The Action column's menu: Edit / Request for Edit / Requested, Details / ..., Delete. */
interface RowMenuProps {
  row: LeadRow;
  permissions: readonly string[];
  records: readonly LeadPermissionRecord[];
  onAccess: (kind: AccessKind, row: LeadRow) => void;
  onDelete: (row: LeadRow) => void;
}

export const LeadRowMenu = memo(function LeadRowMenu({
  row,
  permissions,
  records,
  onAccess,
  onDelete,
}: RowMenuProps) {
  const items = (): RowMenuItem[] => {
    const { edit, details, canDelete } = rowActions(row, permissions, records);
    const out: RowMenuItem[] = [edit, details].map((action) => ({
      label: action.label,
      disabled: action.disabled,
      onSelect: () => onAccess(action.kind, row),
    }));
    if (canDelete) out.push({ label: 'Delete', danger: true, onSelect: () => onDelete(row) });
    return out;
  };
  return (
    <RowMenu id={`lead-actions-${row.id}`} label={`Actions for lead ${row.id}`} items={items}>
      ⋮
    </RowMenu>
  );
});
