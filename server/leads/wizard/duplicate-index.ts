import type { Response } from 'express';
import type { AppContext } from '../../context';
import { EXPORT_PAGE } from '../../db/pages';
import { streamContents } from '../../http/stream';
import type { LeadPolicy } from '../../policy/lead-policy';

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
  const pages = ctx.repos.leads.duplicateIndexPages(policy.readsEveryLead(), EXPORT_PAGE);
  return streamContents(res, pages, (entry) => entry);
}
