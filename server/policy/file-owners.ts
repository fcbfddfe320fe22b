import { P } from '../../contract/permissions';
import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import type { LeadRow } from '../stored/leads';
import { leadPolicy } from './index';

type Ctx = Pick<AppContext, 'repos' | 'now'>;

/** Whether the user may read one of these leads in full or edit it (grants at ctx.now()). */
async function mayReadOneOf(ctx: Ctx, auth: AuthContext, leads: readonly LeadRow[]): Promise<boolean> {
  if (!leads.length) return false;
  const policy = await leadPolicy(ctx, auth);
  return leads.some((lead) => policy.canReadInFull(lead) || policy.canEdit(lead));
}

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
  check(ctx: Ctx, auth: AuthContext, name: string): Promise<boolean | undefined>;
}

const verdict = (held: boolean, readable: boolean) => (held ? readable : undefined);

/** Leads: the logo and visiting cards, readable to whoever may read the lead in full or edit it. */
const leadFiles: FileOwnerRule = {
  kind: 'lead',
  async check(ctx, auth, name) {
    const leads = await ctx.repos.leads.withFile(name);
    return verdict(leads.length > 0, await mayReadOneOf(ctx, auth, leads));
  },
};

/** Activity attachments: readable with the activity's lead. */
const activityFiles: FileOwnerRule = {
  kind: 'activity',
  async check(ctx, auth, name) {
    const activities = await ctx.repos.activities.withFile(name);
    const byId = await ctx.repos.leads.getMany(activities.map((activity) => activity.lead_id));
    const leads = activities.map((activity) => byId.get(activity.lead_id)).filter((lead) => !!lead);
    return verdict(leads.length > 0, await mayReadOneOf(ctx, auth, leads));
  },
};

/** Documents' files: readable with 'manage documents' (the documents screen's permission). */
const documentFiles: FileOwnerRule = {
  kind: 'document',
  async check(ctx, auth, name) {
    return verdict(
      (await ctx.repos.documents.withFile(name)).length > 0,
      auth.permissionNames.has(P.manageDocuments),
    );
  },
};

/** Profile pictures: shown wherever colleagues appear (reports, header), so any signed-in user. */
const profilePictures: FileOwnerRule = {
  kind: 'profile',
  check: async (ctx, _auth, name) => verdict((await ctx.repos.employees.withFile(name)).length > 0, true),
};

/** The birthday email template's image: for whoever may see the template or the birthday list. */
const templateImages: FileOwnerRule = {
  kind: 'email-template',
  check: async (ctx, auth, name) =>
    verdict(
      (await ctx.repos.emailTemplates.withFile(name)).length > 0,
      auth.permissionNames.has(P.emailTemplateSetting) || auth.permissionNames.has(P.birthdayList),
    ),
};

/** Visiting cards of prospect and stakeholder persons: readable with the list they sit in. */
const organizationFiles: FileOwnerRule = {
  kind: 'prospect',
  async check(ctx, auth, name) {
    const held = async (repo: typeof ctx.repos.prospects, permission: string) =>
      (await repo.withFile(name)).length > 0 ? auth.permissionNames.has(permission) : undefined;
    const prospect = await held(ctx.repos.prospects, P.prospects);
    const stakeholder = await held(ctx.repos.stakeholders, P.stakeholders);
    if (prospect === undefined && stakeholder === undefined) return undefined;
    return prospect === true || stakeholder === true;
  },
};

/** Every kind of record that holds files. New slices append their rule here. */
export const FILE_OWNERS: FileOwnerRule[] = [
  leadFiles,
  activityFiles,
  documentFiles,
  profilePictures,
  templateImages,
  organizationFiles,
];
