import type { AccessDecision } from '../../../machines/access-request.machine';
import type { AccessKind, LeadRow } from './types';

export interface RowAction {
  kind: AccessKind;
  /** Edit of the caller's own unfinished lead: continue the create wizard, no access request. */
  continues?: boolean;
  label: string;
  disabled: boolean;
  decision: AccessDecision;
}

const LABELS: Record<AccessKind, Record<AccessDecision, string>> = {
  Edit: { open: 'Edit', ask: 'Request for Edit', pending: 'Requested' },
  Details: { open: 'Details', ask: 'Request for Details', pending: 'Requested for Details' },
};

/**
 * The row menu from the row itself: GET /leads answers, per row, what the server's lead policy
 * (server/policy/lead-policy.ts) lets the caller do and which of their requests still wait, so the
 * menu shows the server's rule rather than a second one worked out here. Choosing an item starts
 * the access-request machine, whose fresh check decides what actually happens.
 */
export function rowActions(
  row: Pick<LeadRow, 'can_edit' | 'can_continue' | 'can_view_details' | 'can_delete' | 'pending_requests'>,
): { edit: RowAction; details: RowAction; canDelete: boolean } {
  const action = (kind: AccessKind, allowed: boolean): RowAction => {
    const decision: AccessDecision = allowed
      ? 'open'
      : row.pending_requests.includes(kind)
        ? 'pending'
        : 'ask';
    return { kind, decision, label: LABELS[kind][decision], disabled: decision === 'pending' };
  };
  return {
    edit: row.can_continue
      ? { kind: 'Edit', decision: 'open', label: LABELS.Edit.open, disabled: false, continues: true }
      : action('Edit', row.can_edit),
    details: action('Details', row.can_view_details),
    canDelete: row.can_delete,
  };
}

// Stage names read the same everywhere (src/api/leadStages.ts).
export { stageWords } from '../../api/leadStages';
