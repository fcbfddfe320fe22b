import { memo, useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import type { LeadPermissionRecord } from '../../../../machines/access-request.machine';
import { rowActions } from '../rowActions';
import type { AccessKind, LeadRow } from '../types';

/**
 * The Action column's menu: Edit / Request for Edit / Requested, Details / ..., Delete. The menu
 * (react-bootstrap's popper, click-outside and key handling) mounts only while open: 100 rows then
 * render 100 toggles, not 100 hidden menus (the list's render budget, docs/decisions.md "First load").
 */
interface RowMenuProps {
  row: LeadRow;
  permissions: readonly string[];
  records: readonly LeadPermissionRecord[];
  onAccess: (kind: AccessKind, row: LeadRow) => void;
  onDelete: (row: LeadRow) => void;
}

export const LeadRowMenu = memo(function LeadRowMenu(props: RowMenuProps) {
  const { row } = props;
  const [open, setOpen] = useState(false);
  return (
    <Dropdown align="end" show={open} onToggle={setOpen}>
      <Dropdown.Toggle
        variant="light"
        size="sm"
        id={`lead-actions-${row.id}`}
        aria-label={`Actions for lead ${row.id}`}
      >
        ⋮
      </Dropdown.Toggle>
      {open && <RowMenuItems {...props} />}
    </Dropdown>
  );
});

function RowMenuItems({ row, permissions, records, onAccess, onDelete }: RowMenuProps) {
  const { edit, details, canDelete } = rowActions(row, permissions, records);
  return (
    <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
      {[edit, details].map((action) => (
        <Dropdown.Item
          key={action.kind}
          as="button"
          disabled={action.disabled}
          onClick={() => onAccess(action.kind, row)}
        >
          {action.label}
        </Dropdown.Item>
      ))}
      {canDelete && (
        <Dropdown.Item as="button" className="text-danger" onClick={() => onDelete(row)}>
          Delete
        </Dropdown.Item>
      )}
    </Dropdown.Menu>
  );
}
