import type { Doc, Row } from '../db/row';
import type { Repos } from '../repositories';
import type { Usage } from './types';

/** Builders for delete-guard rules: "how many records of X still point at this row". */

export const usedWhere = (
  label: string,
  collection: string,
  pred: (other: Row, row: Row) => boolean,
): Usage => ({
  label,
  count: (repos: Repos, row: Row) =>
    repos
      .of(collection)
      .all()
      .filter((other) => pred(other, row)).length,
});

export const usedByField = (label: string, collection: string, field: string): Usage =>
  usedWhere(label, collection, (other, row) => other[field] === row.id);

export const usedByLeadInfo = (field: string): Usage =>
  usedWhere('leads', 'leads', (lead, row) => lead.initial_info?.[field] === row.id);

/** Concern persons of leads, prospects and stakeholders keep {id, name} of some lookups. */
const people = (r: Row): Doc[] => [
  ...(Array.isArray(r.concern_person) ? r.concern_person : []),
  ...(Array.isArray(r.concern_person_info) ? r.concern_person_info : []),
];

export const usedByConcernPersons = (field: 'designation' | 'role' | 'department'): Usage[] =>
  ['leads', 'prospects', 'stackholders'].map((collection) =>
    usedWhere(collection, collection, (other, row) => people(other).some((p) => p?.[field]?.id === row.id)),
  );

export function usageMessage(repos: Repos, row: Row, usages: Usage[] = []): string | null {
  const parts = usages
    .map((u) => ({ label: u.label, n: u.count(repos, row) }))
    .filter((u) => u.n > 0)
    .map((u) => `${u.n} ${u.n === 1 ? singular(u.label) : u.label}`);
  return parts.length ? `Cannot delete: it is used by ${parts.join(' and ')}.` : null;
}

function singular(label: string): string {
  if (label.endsWith('ies')) return `${label.slice(0, -3)}y`;
  if (label.endsWith('s')) return label.slice(0, -1);
  return label;
}
