import type { AppContext } from '../context';
import type { Row } from '../db/row';
import { employeeName, leadRef } from '../leads/present';
import { grantEndsAt, shownStatus } from './grant';

/** An edit/details request as the API answers it (docs/api.md). */
export function presentRequest(ctx: AppContext, r: Row) {
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
    /** An approved request: when its grant ends. */
    expires_at: grantEndsAt(r),
  };
}
