import type { AccessRequest } from '../../contract/access-requests';
import type { AppContext } from '../context';
import { leadRef } from '../leads/present';
import { RelatedRows } from '../master/related-rows';
import type { AccessRequestRow } from '../stored/leads';
import { grantEndsAt, shownStatus } from './grant';

/** Edit/details requests as every call answers them, their leads and employees read once for all. */
export async function presentRequests(
  ctx: AppContext,
  rows: readonly AccessRequestRow[],
): Promise<AccessRequest[]> {
  const related = await RelatedRows.load(
    ctx.repos,
    rows.flatMap((r) => [['leads', r.lead_id] as const, ['employees', r.employee_id] as const]),
  );
  return rows.map((r) => presentRequest(ctx, related, r));
}

/** An edit/details request as every call answers it (docs/api.md). */
function presentRequest(ctx: AppContext, related: RelatedRows, r: AccessRequestRow): AccessRequest {
  return {
    id: r.id,
    lead_id: r.lead_id,
    lead: leadRef(related, r.lead_id),
    employee: related.employeeName(r.employee_id),
    employee_id: r.employee_id,
    permission_type: r.permission_type,
    status: shownStatus(r, ctx.now()),
    created_at: r.created_at,
    acted_by: r.acted_by ?? null,
    acted_at: r.acted_at ?? null,
    expires_at: grantEndsAt(r),
  };
}
