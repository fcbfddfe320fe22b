import type { Response } from 'express';
import type { AppContext } from '../../context';
import { EXPORT_PAGE } from '../../db/pages';
import { streamContents } from '../../http/stream';
import type { LeadPolicy } from '../../policy/lead-policy';
import type { DuplicateIndexEntry } from '../../../contract/duplicates';
import type { LeadRow } from '../../stored/leads';
import { identityKeys, leadIdentity, listedLeadIdentity } from '../identity-keys';

/**
 * GET /lead-duplicates-index: every lead the caller may see, as the wizard's offline duplicate
 * warning compares it (docs/decisions.md "Booth mode (offline)"). A restricted lead counts only by
 * what its list row shows, unless the caller reads every lead (Leads Details): a Details or Edit
 * grant is not used here, so this answer reads no lead through a grant and audits nothing
 * (server/audit/reads.ts). The whole list is the point (the booth checks offline), so it is read
 * and written a page at a time (keyset pages on PostgreSQL), never held whole; no other
 * collection is read.
 */
export function sendDuplicateIndex(ctx: AppContext, policy: LeadPolicy, res: Response): Promise<void> {
  const whole = policy.readsEveryLead();
  return streamContents(
    res,
    ctx.repos.leads.pages({}, undefined, EXPORT_PAGE),
    (lead: LeadRow): DuplicateIndexEntry => ({
      id: lead.id,
      organization_name: String(lead.initial_info?.organization_name ?? ''),
      keys: identityKeys(whole || lead.is_disabled !== 1 ? leadIdentity(lead) : listedLeadIdentity(lead)),
    }),
  );
}
