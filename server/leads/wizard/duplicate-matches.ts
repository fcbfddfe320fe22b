import type { AppContext } from '../../context';
import type { Row } from '../../db/row';
import type { Tx } from '../../db/tx';
import { LIKELY_DUPLICATE, type DuplicateMatch, type DuplicateRefusal } from '../../../contract/duplicates';
import { identityKeys, leadIdentity, prospectIdentity, strings, type Identity } from '../identity-keys';
import { MAX_DUPLICATE_MATCHES, sharedReasons } from '../../../contract/identity-keys';

/** What a lead being created is compared by (the duplicate check's body, contract/duplicates.ts). */
export interface DuplicateQuery {
  organization_name?: unknown;
  phones?: unknown;
  emails?: unknown;
  exclude_lead_id?: number | null;
}

/** Committed leads and prospects that look like `query`: up to 20, leads first, oldest first. */
export async function duplicatesOf(
  ctx: AppContext,
  query: DuplicateQuery,
  via?: Tx,
): Promise<DuplicateMatch[]> {
  const keys = identityKeys({
    name: query.organization_name,
    phones: strings(query.phones),
    emails: strings(query.emails),
  });
  const wanted = new Set(keys);
  const match = (kind: DuplicateMatch['kind'], row: Row, identity: Identity): DuplicateMatch[] => {
    const reasons = sharedReasons(wanted, identityKeys(identity));
    return reasons.length
      ? [{ kind, id: row.id, organization_name: String(identity.name ?? ''), reasons }]
      : [];
  };
  const byId = (a: Row, b: Row) => a.id - b.id;
  const leads = (await ctx.repos.leads.withAnyKey(keys, via))
    .filter((l) => l.id !== query.exclude_lead_id)
    .sort(byId)
    .flatMap((l) => match('lead', l, leadIdentity(l)));
  // Oldest first, as the repository answers them.
  const prospects = (await ctx.repos.prospects.withAnyKey(keys, via)).flatMap((p) =>
    match('prospect', p, prospectIdentity(p)),
  );
  return [...leads, ...prospects].slice(0, MAX_DUPLICATE_MATCHES);
}

/** A create refused as a likely duplicate: thrown inside its transaction, so nothing is written. */
export class DuplicateRefused extends Error {
  readonly body: DuplicateRefusal;
  constructor(duplicates: DuplicateMatch[]) {
    super(LIKELY_DUPLICATE);
    this.body = { message: LIKELY_DUPLICATE, duplicates };
  }
}
