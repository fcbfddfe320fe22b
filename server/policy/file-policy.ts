import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import { LeadPolicy } from './lead-policy';

/**
 * May this user download this stored file? Every file belongs to the records that hold it (a
 * lead's logo or visiting card, an activity's attachment): the user must be able to read one of
 * them in full, as the lead policy says. A file no record holds yet (just uploaded, not yet saved
 * with its lead) is its uploader's only. Anything else is refused as if it did not exist.
 */
export function mayDownload(
  ctx: Pick<AppContext, 'repos'>,
  auth: AuthContext,
  name: string,
  uploadedBy: number | null | undefined,
): boolean {
  const leads = new LeadPolicy(ctx.repos, auth);
  const owners: Row[] = [
    ...ctx.repos.leads.withFile(name),
    ...ctx.repos.activities
      .withFile(name)
      .map((activity) => ctx.repos.leads.get(activity.lead_id))
      .filter((lead): lead is Row => !!lead),
  ];
  if (owners.length) return owners.some((lead) => leads.canReadInFull(lead) || leads.canEdit(lead));
  return typeof uploadedBy === 'number' && uploadedBy === auth.user.id;
}
