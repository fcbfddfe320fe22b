import type { Database } from '../db/database';
import { DerivedIndex, GroupIndex, SortedIndex } from '../db/indexes';
import { JoinedText } from '../db/joined-text';
import { identityKeys, leadIdentity } from './identity-keys';
import { Repository } from '../db/repository';
import type { LeadRow } from '../stored/leads';
import type { StoredLeadExhibition } from '../stored/leads';
import type { Tx } from '../db/tx';

/** What the newest-first order reads of a row (a board cursor has just these). */
type Ordered = { readonly id: number; readonly created_at?: unknown };

/** Newest first: created_at, then id (ids are unique, so the order is total). */
export const newestFirst = (a: Ordered, b: Ordered): number => {
  const ca = String(a.created_at ?? '');
  const cb = String(b.created_at ?? '');
  if (ca !== cb) return ca < cb ? 1 : -1;
  return b.id - a.id;
};

/**
 * Lower-cased organization name + concern persons' names, phones and emails. `listed`: only what a
 * restricted lead's list row shows (each person's first phone and first email, leads/present.ts).
 */
export function searchTextOf(lead: LeadRow, listed = false): string {
  const parts: string[] = [String(lead.initial_info?.organization_name ?? '')];
  const upTo = listed ? 1 : Infinity;
  for (const person of Array.isArray(lead.concern_person) ? lead.concern_person : []) {
    if (!person) continue;
    parts.push(String(person.name ?? ''));
    for (const phone of Array.isArray(person.phone) ? person.phone.slice(0, upTo) : [])
      parts.push(String(phone));
    for (const email of Array.isArray(person.email) ? person.email.slice(0, upTo) : [])
      parts.push(String(email));
  }
  // A separator no search term can contain (terms are trimmed text), so matches never span fields.
  return parts.join('\u0000').toLowerCase();
}

/**
 * Leads, kept newest first and with their search text precomputed, so the list and its filters
 * walk rows already in order and never sort or lower-case per request.
 */
export class LeadRepository extends Repository<LeadRow> {
  constructor(db: Database) {
    super(db, 'leads');
    db.defineIndex('leads', 'newest', new SortedIndex(newestFirst));
    db.defineIndex('leads', 'search', new DerivedIndex(searchTextOf));
    // What a restricted lead's row shows, for callers who see only that (leads/query.ts).
    db.defineIndex(
      'leads',
      'listedSearch',
      new DerivedIndex((row: LeadRow) => (row.is_disabled === 1 ? searchTextOf(row, true) : '')),
    );
    db.defineIndex('leads', 'identity', new GroupIndex((row: LeadRow) => identityKeys(leadIdentity(row))));
    db.defineIndex(
      'leads',
      'files',
      new GroupIndex((row: LeadRow) => [
        row.initial_info?.organization_logo,
        ...(Array.isArray(row.concern_person) ? row.concern_person.map((p) => p?.attachment) : []),
      ]),
    );
    // What the list filters by (see leads/query.ts).
    const blocks = (row: LeadRow): StoredLeadExhibition[] =>
      Array.isArray(row.initial_info?.exhibitions) ? row.initial_info.exhibitions.filter(Boolean) : [];
    const lower = (v: unknown) => String(v ?? '').toLowerCase();
    db.defineIndex('leads', 'stage', new GroupIndex((row) => [lower(row.lead_stage)]));
    db.defineIndex('leads', 'priority', new GroupIndex((row) => [lower(row.lead_priority)]));
    db.defineIndex('leads', 'industry', new GroupIndex((row: LeadRow) => [row.initial_info?.industry_id]));
    db.defineIndex(
      'leads',
      'exhibition',
      new GroupIndex((row: LeadRow) => blocks(row).map((b) => b.exhibition_id)),
    );
    db.defineIndex(
      'leads',
      'employee',
      new GroupIndex((row: LeadRow) => [
        row.created_by,
        ...blocks(row).flatMap((b) => [b.employee_id, b.additionalEmployeeID]),
      ]),
    );
  }

  /** Leads that hold a stored file (logo or a visiting card). */
  withFile(name: string): LeadRow[] {
    return this.inAnyGroup('files', [name]);
  }

  /** Ids of the leads in one group of a filter index (stage, priority, industry, exhibition, employee). */
  idsWhere(
    index: 'stage' | 'priority' | 'industry' | 'exhibition' | 'employee',
    key: unknown,
  ): ReadonlySet<number> {
    return this.db.index<GroupIndex>('leads', index).ids(key);
  }

  /** Leads sharing any of the keys (see identityKeys): the duplicate check without a scan. */
  withAnyKey(keys: string[], via?: Tx): LeadRow[] {
    return this.inAnyGroup('identity', keys, via);
  }

  /** Every committed lead, newest first. Read-only. */
  newestFirst(): readonly LeadRow[] {
    return this.db.index<SortedIndex<LeadRow>>('leads', 'newest').ordered();
  }

  /** Each lead's position in `newestFirst()`, indexed by id (-1 for no such lead). Read-only. */
  positionsById(): Int32Array {
    return this.db.index<SortedIndex<LeadRow>>('leads', 'newest').positionsById();
  }

  searchText(lead: LeadRow): string {
    return this.db.index<DerivedIndex<string, LeadRow>>('leads', 'search').of(lead);
  }

  /** A restricted lead's search text limited to its list row's fields ('' for other leads). */
  listedSearchText(lead: LeadRow): string {
    return this.db.index<DerivedIndex<string, LeadRow>>('leads', 'listedSearch').of(lead);
  }

  /**
   * Positions (in `newestFirst()`) in [from, to) whose search text contains `term` (lower-cased),
   * by one indexOf pass over the joined texts (server/db/joined-text.ts).
   */
  searchPositions(term: string, from: number, to: number): Int32Array {
    this.joined ??= new JoinedText(this.db.index<SortedIndex<LeadRow>>('leads', 'newest'), (lead) =>
      this.searchText(lead),
    );
    return this.joined.positions(term, from, to);
  }

  /**
   * As `searchPositions`, over the text a caller without details access sees: a restricted lead's
   * row text (first phone and e-mail of each person), every other lead's whole text.
   */
  visibleSearchPositions(term: string, from: number, to: number): Int32Array {
    this.visibleJoined ??= new JoinedText(this.db.index<SortedIndex<LeadRow>>('leads', 'newest'), (lead) =>
      lead.is_disabled === 1 ? this.listedSearchText(lead) : this.searchText(lead),
    );
    return this.visibleJoined.positions(term, from, to);
  }

  private joined: JoinedText<LeadRow> | undefined;
  private visibleJoined: JoinedText<LeadRow> | undefined;
}
