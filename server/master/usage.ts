import type { Row } from '../db/row';
import type { Repos } from '../repositories';
import type { Usage } from './types';
import type { CollectionName, RowOf } from '../stored/collections';
import type { StoredLeadInfo } from '../stored/leads';

/**
 * Builders for delete-guard rules: "how many records of X still point at this row". Each rule
 * names what a record of X refers to (`refs`); the count comes from an index over those
 * references (Repository.countReferencing), not from a walk over every record.
 */

export const usedByRefs = <N extends CollectionName>(
  label: string,
  collection: N,
  /** Names the index: one name, one `refs`, per collection. */
  name: string,
  refs: (other: RowOf<N>) => unknown[],
  /** What the other records hold of this row (its id, or e.g. a stage's name). */
  keyOf: (row: Row) => unknown = (row) => row.id,
): Usage => ({
  label,
  count: (repos: Repos, row: Row) => repos.table(collection).countReferencing(name, refs, keyOf(row)),
});

/** Leads in a stage (they hold its name): the stage's delete guard and its rename check. */
export const leadsInStage = (repos: Repos, stageName: unknown): Promise<number> =>
  repos.table('leads').countReferencing('lead_stage', (lead) => [lead.lead_stage], stageName);

export const usedByField = (label: string, collection: CollectionName, field: string): Usage =>
  usedByRefs(label, collection, `field:${field}`, (other: Row) => [other[field]]);

export const usedByLeadInfo = (field: keyof StoredLeadInfo): Usage =>
  usedByRefs('leads', 'leads', `initial_info:${field}`, (lead) => [lead.initial_info?.[field]]);

/** Concern persons of leads, prospects and stakeholders keep {id, name} of some lookups. */
const listOf = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const people = (r: Row): readonly unknown[] => [
  ...listOf(r.concern_person),
  ...listOf(r.concern_person_info),
];
const fieldOf = (v: unknown, key: string): unknown =>
  v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;

export const usedByConcernPersons = (field: 'designation' | 'role' | 'department'): Usage[] =>
  (['leads', 'prospects', 'stackholders'] as const).map((collection) =>
    usedByRefs(collection, collection, `people:${field}`, (other) =>
      people(other).map((p) => fieldOf(fieldOf(p, field), 'id')),
    ),
  );

export async function usageMessage(repos: Repos, row: Row, usages: Usage[] = []): Promise<string | null> {
  const counts = await Promise.all(
    usages.map(async (u) => ({ label: u.label, n: await u.count(repos, row) })),
  );
  const parts = counts.filter((u) => u.n > 0).map((u) => `${u.n} ${u.n === 1 ? singular(u.label) : u.label}`);
  return parts.length ? `Cannot delete: it is used by ${parts.join(' and ')}.` : null;
}

function singular(label: string): string {
  if (label.endsWith('ies')) return `${label.slice(0, -3)}y`;
  if (label.endsWith('s')) return label.slice(0, -1);
  return label;
}
