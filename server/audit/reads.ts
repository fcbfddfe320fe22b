import type { AppContext } from '../context';
import { employeeIdOf, type LeadPolicy } from '../policy/lead-policy';
import type { LeadRow } from '../stored/leads';

/** A list page read again within this window adds no new entry for the same lead and reader. */
const LIST_REPEAT_MS = 15 * 60_000;

/**
 * Records every read of a restricted lead that only a grant allowed (lead-policy readingGrant):
 * GET /leads/{id} ('lead'), Export Phone ('export') and list rows shown in full ('list'; a list
 * reloaded within 15 minutes is not recorded again for the same lead). Written before the answer,
 * so an acknowledged read is on record.
 */
export async function auditGrantReads(
  ctx: AppContext,
  policy: LeadPolicy,
  leads: readonly LeadRow[],
  via: 'lead' | 'list' | 'export',
  fullOnly = via !== 'lead',
): Promise<void> {
  const reader = employeeIdOf(policy.auth);
  const now = ctx.now();
  const reads = leads
    .map((lead) => ({ lead, kind: policy.readingGrant(lead) }))
    // The list and the export show a restricted lead in full only through a Details grant.
    .filter(({ kind }) => kind !== null && (!fullOnly || kind === 'Details'))
    .filter(({ lead }) => via !== 'list' || !recentlyRead(ctx, reader, lead.id, now));
  if (!reads.length) return;
  await ctx.transaction((tx) => {
    for (const { lead, kind } of reads)
      ctx.repos.audit.record(tx, now, {
        action: 'read',
        actor_id: reader,
        employee_id: reader,
        lead_id: lead.id,
        request_id: null,
        permission_type: kind!,
        via,
      });
  });
}

function recentlyRead(ctx: AppContext, reader: number | null, leadId: number, now: Date): boolean {
  const since = new Date(now.getTime() - LIST_REPEAT_MS).toISOString();
  return ctx.repos.audit
    .search({ leadId, employeeId: reader ?? undefined, fromIso: since })
    .some((r) => r.action === 'read' && r.via === 'list' && r.employee_id === reader);
}
