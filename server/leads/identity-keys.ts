import type { Row } from '../db/row';
import type { LeadRow, OrganizationRow } from '../stored/leads';
import { identityKeys, type Identity } from '../../contract/identity-keys';
import type { DuplicateIndexEntry } from '../../contract/duplicates';

// The normalising rule is shared with the wizard's offline warning: it lives in contract/.
export { identityKeys, type Identity };

export const strings = (v: unknown): unknown[] => (Array.isArray(v) ? v.slice(0, 100) : v == null ? [] : [v]);

/** `upTo`: how many of each person's phones and e-mails count (all, or a list row's first). */
const personPhones = (persons: unknown, upTo = Infinity) =>
  strings(persons).flatMap((p) => strings((p as Row)?.phone).slice(0, upTo));
const personEmails = (persons: unknown, upTo = Infinity) =>
  strings(persons).flatMap((p) => strings((p as Row)?.email).slice(0, upTo));

export const leadIdentity = (l: LeadRow): Identity => ({
  name: l.initial_info?.organization_name,
  phones: [l.initial_info?.phone, ...personPhones(l.concern_person)],
  emails: personEmails(l.concern_person),
});

/**
 * A restricted lead as its list row shows it (server/leads/present.ts `presentRestrictedLead`):
 * step 1's phone and each person's first phone and e-mail, never the rest.
 */
export const listedLeadIdentity = (l: LeadRow): Identity => ({
  name: l.initial_info?.organization_name,
  phones: [l.initial_info?.phone, ...personPhones(l.concern_person, 1)],
  emails: personEmails(l.concern_person, 1),
});

export const prospectIdentity = (p: OrganizationRow): Identity => ({
  name: p.organization_name,
  phones: [p.phone, ...personPhones(p.concern_person_info)],
  emails: personEmails(p.concern_person_info),
});

/**
 * A lead as the offline duplicate index holds it (GET /lead-duplicates-index): all its keys, or
 * for a restricted lead those of its list row, unless `whole` (the caller reads every lead).
 */
export const duplicateIndexEntry = (lead: LeadRow, whole: boolean): DuplicateIndexEntry => ({
  id: lead.id,
  organization_name: String(lead.initial_info?.organization_name ?? ''),
  keys: identityKeys(whole || lead.is_disabled !== 1 ? leadIdentity(lead) : listedLeadIdentity(lead)),
});
