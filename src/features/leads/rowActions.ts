import { decideAccess, type AccessDecision, type AccessFact } from '../../../machines/access-request.machine';
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
  records: readonly AccessFact[],
): { edit: RowAction; details: RowAction; canDelete: boolean } {
  const all: AccessFact[] = [
    ...records,
    ...(row.pending_requests ?? []).map((kind) => ({
      lead_id: row.id,
      status: 'pending' as const,
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

export const PRIORITIES = ['Very Good', 'Good', 'Low', 'Very Low'] as const;
const BADGES: Record<string, string> = {
  'very good': 'success',
  good: 'primary',
  low: 'warning',
  'very low': 'danger',
};
/** Priority badge style; matching ignores case, anything else is neutral. */
export const priorityBadge = (priority: string | null | undefined): string =>
  BADGES[
    String(priority ?? '')
      .trim()
      .toLowerCase()
  ] ?? 'secondary';

// Stage names read the same everywhere (src/api/leadStages.ts).
export { stageWords } from '../../api/leadStages';
