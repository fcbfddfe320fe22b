import type { AppContext } from '../context';
import type { ConcernPerson } from '../../contract/records';
import type { NewRow } from '../db/row';
import { HttpError } from '../http/errors';
import { readConcernPersons } from '../leads/wizard/concern-person-input';
import {
  asList,
  asObject,
  readOrganizationContact,
  readSocialNetworks,
  optionalText,
} from '../leads/wizard/formats';
import type { OrganizationRow } from '../stored/leads';
import { ErrorBag } from '../validation/errors';
import { isBlank, toInt } from '../validation/values';

/** The fields of a prospect or stakeholder a request gives (server/prospects/write.ts adds the rest). */
type OrganizationFields = Omit<NewRow<OrganizationRow>, 'created_by' | 'created_at' | 'updated_at'>;

/**
 * A prospect or stakeholder as stored, plus an industry to create when the typed one is new
 * (`record.industry_id` is null then: the write creates it and sets its id).
 */
export interface OrganizationValues {
  record: OrganizationFields;
  newIndustry: string | null;
}

/**
 * Validates POST/PUT /prospects and /stackholders (and each import row, converted to this shape).
 * 422 keys: organization_name, industry_type, phone, address, website_link, exhibitions,
 * social_networks.{i}.mediaName/.URL, concern_person_info.{i}.{field} (docs/api.md). `stored`: the
 * persons' attachments found in the file store (storedAttachments); import rows carry none.
 */
export async function readOrganization(
  ctx: AppContext,
  body: Record<string, unknown>,
  stored: ReadonlySet<string> = new Set(),
): Promise<OrganizationValues> {
  const bag = new ErrorBag();
  const contact = readOrganizationContact(bag, body);
  const { organization_name, phone } = contact;
  const address = contact.address ?? '';
  const website_link = contact.website_link ?? '';
  const industry = await readIndustry(ctx, bag, body);
  const exhibitions = await readExhibitionIds(ctx, bag, body.exhibitions);
  const social_networks = readSocialNetworks(bag, body.social_networks);
  let concern_person_info: ConcernPerson[] = [];
  try {
    concern_person_info = await readConcernPersons(
      { repos: ctx.repos, stored, now: ctx.now() },
      body.concern_person_info,
    );
  } catch (err) {
    if (!(err instanceof HttpError) || !err.errors) throw err;
    for (const [key, messages] of Object.entries(err.errors)) for (const m of messages) bag.add(key, m);
  }
  bag.throwIfAny();
  return {
    newIndustry: industry.newName,
    record: {
      organization_name,
      industry_id: industry.id,
      phone,
      address,
      website_link,
      exhibitions,
      social_networks,
      concern_person_info,
    },
  };
}

/** industry_id (update) or industryType: an id, or a typed name matched ignoring case, else new. */
async function readIndustry(ctx: AppContext, bag: ErrorBag, body: Record<string, unknown>) {
  const industries = ctx.repos.table('industries');
  const raw = !isBlank(body.industry_id) ? body.industry_id : (body.industryType ?? body.industry_type);
  if (isBlank(raw)) return { id: null, newName: null };
  const asId =
    typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw.trim())) ? toInt(raw) : NaN;
  if (!Number.isNaN(asId)) {
    if (await industries.get(asId)) return { id: asId, newName: null };
    bag.add('industry_type', 'The selected industry type is invalid.');
    return { id: null, newName: null };
  }
  const typed = optionalText(
    bag,
    'industry_type',
    typeof raw === 'object' ? asObject(raw).type : raw,
    'industry type',
  );
  if (!typed) return { id: null, newName: null };
  const existing = (await industries.withSameText('type', typed))[0];
  return existing ? { id: existing.id, newName: null } : { id: null, newName: typed };
}

/** Exhibition ids, given as ids or as `{id, name}` objects; each must exist (one `getMany`). */
async function readExhibitionIds(ctx: AppContext, bag: ErrorBag, raw: unknown): Promise<number[]> {
  const out: number[] = [];
  const list = asList(raw);
  if (list.length > 50) bag.add('exhibitions', 'No more than 50 exhibitions are allowed.');
  const ids = list
    .slice(0, 50)
    .map((item) => toInt(item && typeof item === 'object' ? asObject(item).id : item));
  const exhibitions = await ctx.repos.table('exhibitions').getMany(ids);
  ids.forEach((id, i) => {
    if (Number.isNaN(id) || !exhibitions.has(id))
      bag.add(`exhibitions.${i}`, 'The selected exhibition is invalid.');
    else if (!out.includes(id)) out.push(id);
  });
  return out;
}
