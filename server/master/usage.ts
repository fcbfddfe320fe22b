import type { Row } from '../db/row';
import type { Tx } from '../db/tx';
import type { Repos } from '../repositories';
import type { Usage } from './types';
import type { LeadInfoReference, PersonLookup, Reference } from './references';

/**
 * Builders for delete-guard rules: "how many records of X still point at this row". Each rule is
 * data, a named reference (server/master/references.ts), so each store answers it from its own
 * index (`repos.references`), not from a walk over every record.
 */

export const usedBy = (
  label: string,
  reference: Reference,
  /** What the other records hold of this row (its id, or e.g. a stage's name). */
  keyOf: (row: Row) => unknown = (row) => row.id,
): Usage => ({ label, reference, keyOf });

/** Leads in a stage (they hold its name): the stage's delete guard and its rename check. */
export const leadsInStage = (repos: Repos, stageName: unknown, via?: Tx): Promise<number> =>
  repos.references.count({ collection: 'leads', name: 'lead_stage' }, stageName, via);

export const usedByLeadInfo = (name: LeadInfoReference): Usage =>
  usedBy('leads', { collection: 'leads', name });

export const usedByConcernPersons = (lookup: PersonLookup): Usage[] =>
  (['leads', 'prospects', 'stackholders'] as const).map((collection) =>
    usedBy(collection, { collection, name: `people:${lookup}` }),
  );

/** Why a row may not be deleted, or null; counted through the delete's transaction `via`. */
export async function usageMessage(
  repos: Repos,
  row: Row,
  usages: Usage[] = [],
  via?: Tx,
): Promise<string | null> {
  // One after another: through a transaction they share its one connection anyway.
  const counts: { label: string; n: number }[] = [];
  for (const u of usages)
    counts.push({ label: u.label, n: await repos.references.count(u.reference, u.keyOf(row), via) });
  const parts = counts.filter((u) => u.n > 0).map((u) => `${u.n} ${u.n === 1 ? singular(u.label) : u.label}`);
  return parts.length ? `Cannot delete: it is used by ${parts.join(' and ')}.` : null;
}

function singular(label: string): string {
  if (label.endsWith('ies')) return `${label.slice(0, -3)}y`;
  if (label.endsWith('s')) return label.slice(0, -1);
  return label;
}
