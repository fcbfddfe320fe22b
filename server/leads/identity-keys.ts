import type { Row } from '../db/row';
import type { LeadRow, OrganizationRow } from '../stored/leads';

/** Case and spacing ignored: "ACME  Ltd" equals "acme ltd". */
export const nameKey = (v: unknown) =>
  typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toLowerCase() : '';
/** Formatting ignored: "+880 (17) 11-1" equals "8801711 1"; too short to mean anything is ignored. */
export const phoneKey = (v: unknown) => {
  const digits = typeof v === 'string' ? v.replace(/\D/g, '') : '';
  return digits.length >= 6 ? digits : '';
};
export const emailKey = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');
export const strings = (v: unknown): unknown[] => (Array.isArray(v) ? v.slice(0, 100) : v == null ? [] : [v]);

const personPhones = (persons: unknown) => strings(persons).flatMap((p) => strings((p as Row)?.phone));
const personEmails = (persons: unknown) => strings(persons).flatMap((p) => strings((p as Row)?.email));

/** What makes two organizations look like the same one: name, phones, emails (normalised). */
export interface Identity {
  name: unknown;
  phones: unknown[];
  emails: unknown[];
}

export const leadIdentity = (l: LeadRow): Identity => ({
  name: l.initial_info?.organization_name,
  phones: [l.initial_info?.phone, ...personPhones(l.concern_person)],
  emails: personEmails(l.concern_person),
});

export const prospectIdentity = (p: OrganizationRow): Identity => ({
  name: p.organization_name,
  phones: [p.phone, ...personPhones(p.concern_person_info)],
  emails: personEmails(p.concern_person_info),
});

/** Index keys of an identity (`n:`, `p:`, `e:` prefixed), so duplicates are found without a scan. */
export function identityKeys(identity: Identity): string[] {
  const keys = new Set<string>();
  const name = nameKey(identity.name);
  if (name) keys.add(`n:${name}`);
  for (const phone of identity.phones.map(phoneKey)) if (phone) keys.add(`p:${phone}`);
  for (const email of identity.emails.map(emailKey)) if (email) keys.add(`e:${email}`);
  return [...keys];
}
