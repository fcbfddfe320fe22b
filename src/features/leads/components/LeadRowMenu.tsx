import { memo, useEffect, useRef, useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import type { LeadPermissionRecord } from '../../../../machines/access-request.machine';
import { rowActions } from '../rowActions';
import type { AccessKind, LeadRow } from '../types';

/**
 * The Action column's menu: Edit / Request for Edit / Requested, Details / ..., Delete.
 * Closed, a row holds one plain button styled as react-bootstrap's toggle; the Dropdown (its
 * contexts, popper, click-outside and key handling) mounts only while the menu is open. 100 rows
 * then render 100 buttons, not 100 dropdowns (the list's render budget, docs/decisions.md
 * "First load"). Focus follows the swap both ways, so the keyboard never loses its place.
 */
interface RowMenuProps {
  row: LeadRow;
  permissions: readonly string[];
  records: readonly LeadPermissionRecord[];
  onAccess: (kind: AccessKind, row: LeadRow) => void;
  onDelete: (row: LeadRow) => void;
}

const TOGGLE_CLASS = 'dropdown-toggle btn btn-light btn-sm';

export const LeadRowMenu = memo(function LeadRowMenu(props: RowMenuProps) {
  const { row } = props;
  const [open, setOpen] = useState(false);
  // Whether the button that replaces the other should take focus (not on the first render).
  const moveFocus = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (moveFocus.current) toggleRef.current?.focus();
    moveFocus.current = false;
  }, [open]);
  const label = `Actions for lead ${row.id}`;
  const id = `lead-actions-${row.id}`;

  if (!open)
    return (
      <div className="dropdown">
        <button
          ref={toggleRef}
          type="button"
          id={id}
          className={TOGGLE_CLASS}
          aria-label={label}
          aria-expanded={false}
          onClick={() => {
            moveFocus.current = true;
            setOpen(true);
          }}
        >
          ⋮
        </button>
      </div>
    );
  return (
    <Dropdown
      align="end"
      show
      onToggle={(next) => {
        if (next) return;
        // Back to the plain button; it takes focus only if focus was in this menu (a click
        // elsewhere on the page keeps its own target focused).
        const active = document.activeElement;
        moveFocus.current =
          !active || active === document.body || !!active.closest(`[data-row-menu="${row.id}"]`);
        setOpen(false);
      }}
      data-row-menu={row.id}
    >
      <Dropdown.Toggle ref={toggleRef} variant="light" size="sm" id={id} aria-label={label}>
        ⋮
      </Dropdown.Toggle>
      <RowMenuItems {...props} />
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
