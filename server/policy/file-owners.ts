import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import { LeadPolicy } from './lead-policy';

type Ctx = Pick<AppContext, 'repos' | 'now'>;
/** Grants are judged at the app's clock (ctx.now()). */
const policyOf = (ctx: Ctx, auth: AuthContext) => new LeadPolicy(ctx.repos, auth, ctx.now());

/**
 * One kind of record that can hold stored files (a lead's logo or visiting card, an activity's
 * attachment, a document's files, a profile picture...). `holders` finds the records of this kind
 * that hold the file; `mayRead` says whether the user may read one of them. A slice that stores
 * files adds its rule to FILE_OWNERS, and every download asks them all (file-policy.ts).
 */
export interface FileOwnerRule {
  kind: string;
  /** True when some record of this kind holds the file and the user may read it; false when
   * records hold it but none readable; undefined when no record of this kind holds it. */
  check(ctx: Ctx, auth: AuthContext, name: string): boolean | undefined;
}

const verdict = (held: boolean, readable: boolean) => (held ? readable : undefined);

/** Leads: the logo and visiting cards, readable to whoever may read the lead in full or edit it. */
const leadFiles: FileOwnerRule = {
  kind: 'lead',
  check(ctx, auth, name) {
    const leads = ctx.repos.leads.withFile(name);
    const policy = policyOf(ctx, auth);
    return verdict(
      leads.length > 0,
      leads.some((lead) => policy.canReadInFull(lead) || policy.canEdit(lead)),
    );
  },
};

/** Activity attachments: readable with the activity's lead. */
const activityFiles: FileOwnerRule = {
  kind: 'activity',
  check(ctx, auth, name) {
    const policy = policyOf(ctx, auth);
    const leads = ctx.repos.activities
      .withFile(name)
      .map((activity) => ctx.repos.leads.get(activity.lead_id))
      .filter((lead) => !!lead);
    return verdict(
      leads.length > 0,
      leads.some((lead) => policy.canReadInFull(lead) || policy.canEdit(lead)),
    );
  },
};

/** Every kind of record that holds files. New slices append their rule here. */
export const FILE_OWNERS: FileOwnerRule[] = [leadFiles, activityFiles];
