import type { AppContext } from '../../context';
import type { LeadPolicy } from '../../policy/lead-policy';
import type { DuplicateIndexEntry } from '../../../contract/duplicates';
import { identityKeys, leadIdentity, listedLeadIdentity } from '../identity-keys';

/**
 * GET /lead-duplicates-index: every lead the caller may see, as the wizard's offline duplicate
 * warning compares it (docs/decisions.md "Booth mode (offline)"). A restricted lead counts only by
 * what its list row shows, unless the caller reads every lead (Leads Details): a Details or Edit
 * grant is not used here, so this answer reads no lead through a grant and audits nothing
 * (server/audit/reads.ts). One pass over the leads' kept order; no other collection is read.
 */
export async function duplicateIndexOf(ctx: AppContext, policy: LeadPolicy): Promise<DuplicateIndexEntry[]> {
  const whole = policy.readsEveryLead();
  return (await ctx.repos.leads.newestFirst()).map((lead) => ({
    id: lead.id,
    organization_name: String(lead.initial_info?.organization_name ?? ''),
    keys: identityKeys(whole || lead.is_disabled !== 1 ? leadIdentity(lead) : listedLeadIdentity(lead)),
  }));
}
