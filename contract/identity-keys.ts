/**
 * What makes two organisations look like the same one (issue 29, "No silent duplicates"): the
 * organisation name, phones and e-mails, normalised. One rule for the server's duplicate check
 * (server/leads/wizard/duplicate-matches.ts) and the wizard's offline warning
 * (src/features/lead-wizard/offlineDuplicates.ts), so both find the same matches.
 */
import type { DuplicateMatch } from './duplicates';

/** Case and spacing ignored: "ACME  Ltd" equals "acme ltd". */
export const nameKey = (v: unknown) =>
  typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toLowerCase() : '';
/** Formatting ignored: "+880 (17) 11-1" equals "8801711 1"; too short to mean anything is ignored. */
export const phoneKey = (v: unknown) => {
  const digits = typeof v === 'string' ? v.replace(/\D/g, '') : '';
  return digits.length >= 6 ? digits : '';
};
const emailKey = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');

/** An organisation's name, phones and e-mails as stored or typed (not yet normalised). */
export interface Identity {
  name: unknown;
  phones: unknown[];
  emails: unknown[];
}

/** Index keys of an identity (`n:`, `p:`, `e:` prefixed): two identities match when they share one. */
export function identityKeys(identity: Identity): string[] {
  const keys = new Set<string>();
  const name = nameKey(identity.name);
  if (name) keys.add(`n:${name}`);
  for (const phone of identity.phones.map(phoneKey)) if (phone) keys.add(`p:${phone}`);
  for (const email of identity.emails.map(emailKey)) if (email) keys.add(`e:${email}`);
  return [...keys];
}

type Reason = DuplicateMatch['reasons'][number];
const REASONS: [prefix: string, reason: Reason][] = [
  ['n:', 'organization_name'],
  ['p:', 'phone'],
  ['e:', 'email'],
];

/** Why a record with `keys` looks like the one being created (whose keys are `wanted`); [] if not. */
export const sharedReasons = (wanted: ReadonlySet<string>, keys: readonly string[]): Reason[] =>
  REASONS.filter(([prefix]) => keys.some((k) => k.startsWith(prefix) && wanted.has(k))).map(([, r]) => r);

/** Matches a duplicate check answers at most. */
export const MAX_DUPLICATE_MATCHES = 20;
