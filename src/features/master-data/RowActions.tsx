import { Dropdown } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { sendDialogEvent } from './useMasterDialog';
import type { MasterDescriptor, MasterRow } from './types';

/** The per-row action menu: Edit, Delete, plus the descriptor's extra link (roles: Permission). */
export function RowActions({ row, descriptor }: { row: MasterRow; descriptor: MasterDescriptor }) {
  const send = (event: Parameters<typeof sendDialogEvent>[1]) => sendDialogEvent(descriptor, event);
  const navigate = useNavigate();
  const link = descriptor.rowLink;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle size="sm" variant="outline-secondary" aria-label="Actions" id={`actions-${row.id}`}>
        Actions
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount>
        <Dropdown.Item as="button" onClick={() => send({ type: 'OPEN', record: row })}>
          Edit
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => send({ type: 'REQUEST_DELETE', record: row })}>
          Delete
        </Dropdown.Item>
        {link && (
          <Dropdown.Item as="button" onClick={() => void navigate(link.to(row))}>
            {link.label}
          </Dropdown.Item>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
