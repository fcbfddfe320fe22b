import type { Database } from '../db/database';
import { Repository } from '../db/repository';
import type { Row } from '../db/row';
import type { RowOf } from '../stored/collections';
import type {
  PersonLookup,
  Reference,
  ReferenceCounter,
  ReferenceNames,
  ReferringCollection,
} from './references';

type RefsOf<C extends ReferringCollection> = (row: RowOf<C>) => unknown[];
type Special<C extends ReferringCollection> = { [K in ReferenceNames[C]]?: RefsOf<C> };

/** Concern persons of leads, prospects and stakeholders keep {id, name} of some lookups. */
const listOf = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const fieldOf = (v: unknown, key: string): unknown =>
  v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
const people =
  (lookup: PersonLookup) =>
  (r: Row): unknown[] =>
    [...listOf(r.concern_person), ...listOf(r.concern_person_info)].map((p) =>
      fieldOf(fieldOf(p, lookup), 'id'),
    );
const organization: Special<'prospects'> & Special<'stackholders'> = {
  // A prospect's or stakeholder's exhibitions are a list of ids.
  exhibitions: (r) => [...listOf(r.exhibitions)],
  'people:designation': people('designation'),
  'people:role': people('role'),
  'people:department': people('department'),
};

/**
 * The references that are not a field of the row itself, as the embedded store's indexes read them.
 * A plain field is `row[field]`, except a lead's lookups, which live in its initial_info.
 */
const SPECIAL: { [C in ReferringCollection]?: Special<C> } = {
  leads: {
    lead_stage: (lead) => [lead.lead_stage],
    created_by: (lead) => [lead.created_by],
    exhibitions: (lead) => (lead.initial_info?.exhibitions ?? []).map((e) => e?.exhibition_id),
    assigned: (lead) =>
      (lead.initial_info?.exhibitions ?? []).flatMap((e) => [e?.employee_id, e?.additionalEmployeeID]),
    'people:designation': people('designation'),
    'people:role': people('role'),
    'people:department': people('department'),
  },
  prospects: organization,
  stackholders: organization,
  'lead-activities': {
    actors: (a) => [a.created_by, ...(Array.isArray(a.assign_to) ? a.assign_to : [])],
  },
};

/** The index name and the references of `ref` (the names the embedded indexes always had). */
function ruleOf(ref: Reference): [string, (row: Row) => unknown[]] {
  const special = (SPECIAL[ref.collection] as Record<string, (row: Row) => unknown[]> | undefined)?.[
    ref.name
  ];
  if (special) return [ref.name, special];
  if (ref.collection === 'leads')
    return [`initial_info:${ref.name}`, (lead) => [(lead.initial_info as Row | undefined)?.[ref.name]]];
  return [`field:${ref.name}`, (row) => [row[ref.name]]];
}

/** Delete-guard counts on the embedded store: one group index per reference, built on first use. */
export function embeddedReferences(db: Database): ReferenceCounter {
  const repos = new Map<string, Repository>();
  return {
    async count(ref, key, via) {
      let repo = repos.get(ref.collection);
      if (!repo) repos.set(ref.collection, (repo = new Repository(db, ref.collection)));
      const [name, refs] = ruleOf(ref);
      return repo.countReferencing(name, refs, key, via);
    },
  };
}
