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
  let reads = leads
    .map((lead) => ({ lead, kind: policy.readingGrant(lead) }))
    // The list and the export show a restricted lead in full only through a Details grant.
    .filter(({ kind }) => kind !== null && (!fullOnly || kind === 'Details'));
  if (reads.length && via === 'list') {
    const recent = await recentlyListed(ctx, reader, now);
    reads = reads.filter(({ lead }) => !recent.has(lead.id));
  }
  if (!reads.length) return;
  await ctx.transaction(async (tx) => {
    for (const { lead, kind } of reads)
      await ctx.repos.audit.record(tx, now, {
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

/** The leads whose list row `reader` was recorded reading within the window: one search. */
async function recentlyListed(ctx: AppContext, reader: number | null, now: Date): Promise<Set<number>> {
  const since = new Date(now.getTime() - LIST_REPEAT_MS).toISOString();
  const rows = await ctx.repos.audit.search({ employeeId: reader ?? undefined, fromIso: since });
  const out = new Set<number>();
  for (const r of rows)
    if (r.action === 'read' && r.via === 'list' && r.employee_id === reader) out.add(r.lead_id);
  return out;
}
