import { useNavigate } from 'react-router-dom';
import { RowMenu, type RowMenuItem } from '../../components/RowMenu';
import { sendDialogEvent } from './useMasterDialog';
import type { MasterDescriptor, MasterRow } from './types';

/** The per-row action menu: Edit, Delete, plus the descriptor's extra link (roles: Permission). */
export function RowActions({ row, descriptor }: { row: MasterRow; descriptor: MasterDescriptor }) {
  const send = (event: Parameters<typeof sendDialogEvent>[1]) => sendDialogEvent(descriptor, event);
  const navigate = useNavigate();
  const link = descriptor.rowLink;
  const items = (): RowMenuItem[] => [
    { label: 'Edit', onSelect: () => send({ type: 'OPEN', record: row }) },
    { label: 'Delete', onSelect: () => send({ type: 'REQUEST_DELETE', record: row }) },
    ...(link ? [{ label: link.label, onSelect: () => void navigate(link.to(row)) }] : []),
  ];
  return (
    <RowMenu id={`actions-${row.id}`} label="Actions" variant="outline-secondary" items={items}>
      Actions
    </RowMenu>
  );
}
