import { Dropdown } from 'react-bootstrap';
import type { LeadPermissionRecord } from '../../../../machines/access-request.machine';
import { rowActions } from '../rowActions';
import type { AccessKind, LeadRow } from '../types';

/** The Action column's menu: Edit / Request for Edit / Requested, Details / ..., Delete. */
export function LeadRowMenu({
  row,
  permissions,
  records,
  onAccess,
  onDelete,
}: {
  row: LeadRow;
  permissions: readonly string[];
  records: readonly LeadPermissionRecord[];
  onAccess: (kind: AccessKind, row: LeadRow) => void;
  onDelete: (row: LeadRow) => void;
}) {
  const { edit, details, canDelete } = rowActions(row, permissions, records);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="light"
        size="sm"
        id={`lead-actions-${row.id}`}
        aria-label={`Actions for lead ${row.id}`}
      >
        ⋮
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount>
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
    </Dropdown>
  );
}
