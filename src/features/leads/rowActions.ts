import {
  decideAccess,
  type AccessDecision,
  type LeadPermissionRecord,
} from '../../../machines/access-request.machine';
import type { AccessKind, LeadRow } from './types';
import { P } from '../../../contract/permissions';

export interface RowAction {
  kind: AccessKind;
  label: string;
  disabled: boolean;
  decision: AccessDecision;
}

const LABELS: Record<AccessKind, Record<AccessDecision, string>> = {
  Edit: { open: 'Edit', ask: 'Request for Edit', pending: 'Requested' },
  Details: { open: 'Details', ask: 'Request for Details', pending: 'Requested for Details' },
};

/**
 * The row menu from the same rule the access-request machine decides with.
 * Records are the caller's (POST /check-edit-permission) plus the row's own pending flags from
 * GET /leads, so a request made elsewhere shows at once.
 */
export function rowActions(
  row: Pick<LeadRow, 'id' | 'is_disabled' | 'pending_requests'>,
  permissions: readonly string[],
  records: readonly LeadPermissionRecord[],
): { edit: RowAction; details: RowAction; canDelete: boolean } {
  const all: LeadPermissionRecord[] = [
    ...records,
    ...(row.pending_requests ?? []).map((kind) => ({
      lead_id: row.id,
      status: 'pending',
      permission_type: kind,
    })),
  ];
  const action = (kind: AccessKind): RowAction => {
    const decision = decideAccess(kind, { permissions, records: all, lead: row });
    return { kind, decision, label: LABELS[kind][decision], disabled: decision === 'pending' };
  };
  return {
    edit: action('Edit'),
    details: action('Details'),
    canDelete: permissions.includes(P.leadsDelete),
  };
}

// Stage names read the same everywhere (src/api/leadStages.ts).
export { stageWords } from '../../api/leadStages';
