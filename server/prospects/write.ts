import type { AuthContext } from '../auth/types';
import type { OrganizationRow } from '../stored/leads';
import type { Tx } from '../db/tx';
import type { Repos } from '../repositories';
import type { OrganizationValues } from './input';

interface Writer {
  repos: Repos;
  tx: Tx;
  auth: AuthContext;
  now: Date;
  /** Industries created earlier in the same transaction, by lower-cased name. */
  memo?: Map<string, unknown>;
}

/** The industry id of the values, creating the typed industry once (inside the transaction). */
async function industryId(w: Writer, v: OrganizationValues): Promise<number | null> {
  if (!v.newIndustry) return v.record.industry_id;
  const key = `industry:${v.newIndustry.toLowerCase()}`;
  const known = w.memo?.get(key);
  if (typeof known === 'number') return known;
  // Checked again inside the transaction: another request may have created it meanwhile.
  const industries = w.repos.table('industries');
  const id =
    (await industries.withSameText('type', v.newIndustry, w.tx))[0]?.id ??
    (
      await industries.insert(w.tx, {
        type: v.newIndustry,
        description: null,
        created_at: w.now.toISOString(),
      })
    ).id;
  w.memo?.set(key, id);
  return id;
}

/** The employee id recorded as creator (null for an account with no employee). */
export const creatorOf = (auth: AuthContext): number | null => auth.employee?.id ?? null;

export async function insertOrganization(
  w: Writer,
  repo: Repos['prospects'],
  v: OrganizationValues,
): Promise<OrganizationRow> {
  const at = w.now.toISOString();
  return repo.insert(w.tx, {
    ...v.record,
    industry_id: await industryId(w, v),
    created_by: creatorOf(w.auth),
    created_at: at,
    updated_at: at,
  });
}

/** Several inserts at once, in order (an import's creates: server/imports/run-import.ts). */
export async function insertOrganizations(
  w: Writer,
  repo: Repos['prospects'],
  values: OrganizationValues[],
): Promise<OrganizationRow[]> {
  const at = w.now.toISOString();
  const docs = [];
  for (const v of values)
    docs.push({
      ...v.record,
      industry_id: await industryId(w, v),
      created_by: creatorOf(w.auth),
      created_at: at,
      updated_at: at,
    });
  return repo.insertMany(w.tx, docs);
}

export async function updateOrganization(
  w: Writer,
  repo: Repos['prospects'],
  existing: OrganizationRow,
  v: OrganizationValues,
): Promise<OrganizationRow> {
  return repo.update(w.tx, existing.id, {
    ...v.record,
    industry_id: await industryId(w, v),
    updated_at: w.now.toISOString(),
  });
}
