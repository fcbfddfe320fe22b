import type { AccessRequest } from '../../contract/access-requests';
import type { AppContext } from '../context';
import { employeeName, leadRef } from '../leads/present';
import type { AccessRequestRow } from '../stored/leads';
import { grantEndsAt, shownStatus } from './grant';

/** An edit/details request as every call answers it (docs/api.md). */
export function presentRequest(ctx: AppContext, r: AccessRequestRow): AccessRequest {
  return {
    id: r.id,
    lead_id: r.lead_id,
    lead: leadRef(ctx.repos, r.lead_id),
    employee: employeeName(ctx.repos, r.employee_id),
    employee_id: r.employee_id,
    permission_type: r.permission_type,
    status: shownStatus(r, ctx.now()),
    created_at: r.created_at,
    acted_by: r.acted_by ?? null,
    acted_at: r.acted_at ?? null,
    expires_at: grantEndsAt(r),
  };
}
