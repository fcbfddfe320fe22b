import type { Database } from '../db/database';
import { DerivedIndex, GroupIndex, SortedIndex } from '../db/indexes';
import { JoinedText } from '../db/joined-text';
import { Repository, textKey } from '../db/repository';
import { identityKeys, prospectIdentity } from '../leads/identity-keys';
import { newestFirst } from '../leads/repository';
import type { OrganizationRow } from '../stored/leads';
import type { Tx } from '../db/tx';

/** The import's duplicate identity: the same organization name and phone (see docs/decisions.md). */
export const duplicateKey = (name: unknown, phone: unknown): string | null => {
  const n = textKey(name);
  const p = String(phone ?? '').replace(/\D/g, '');
  return n && p ? `${n}\u0000${p}` : null;
};

export type FilterIndex = 'industry' | 'exhibition' | 'creator';

/**
 * The indexed rows behind OrganizationRepository (./repository.ts): prospects or stakeholders
 * (the same record shape, two collections), kept newest first with their lower-cased names and
 * grouped by what the lists filter on, so GET /prospects walks rows already in order and never
 * sorts or scans; indexed by name/phone/email for the lead wizard's duplicate check, by name +
 * phone for imports and by stored file for downloads.
 */
export class OrganizationRows extends Repository<OrganizationRow> {
  constructor(db: Database, collection: 'prospects' | 'stackholders') {
    super(db, collection);
    db.defineIndex(
      collection,
      'identity',
      new GroupIndex((row: OrganizationRow) => identityKeys(prospectIdentity(row))),
    );
    // Kept oldest first: a new record is appended at the end instead of shifting every row.
    db.defineIndex(collection, 'oldest', new SortedIndex((a, b) => newestFirst(b, a)));
    db.defineIndex(collection, 'name', new DerivedIndex((row) => textKey(row.organization_name)));
    db.defineIndex(collection, 'industry', new GroupIndex((row) => [row.industry_id]));
    db.defineIndex(
      collection,
      'exhibition',
      new GroupIndex((row) => (Array.isArray(row.exhibitions) ? row.exhibitions : [])),
    );
    db.defineIndex(collection, 'creator', new GroupIndex((row) => [row.created_by]));
    db.defineIndex(
      collection,
      'duplicate',
      new GroupIndex((row) => [duplicateKey(row.organization_name, row.phone)]),
    );
    db.defineIndex(
      collection,
      'files',
      new GroupIndex((row) =>
        (Array.isArray(row.concern_person_info) ? row.concern_person_info : [])
          .map((p) => p?.attachment)
          .filter(Boolean),
      ),
    );
  }

  /** Records sharing any of the keys (see identityKeys). */
  withAnyKey(keys: string[], via?: Tx): OrganizationRow[] {
    return this.inAnyGroup('identity', keys, via);
  }

  /** The record with this duplicateKey (`via`: through a transaction). */
  withDuplicateKey(key: string, via?: Tx): OrganizationRow | undefined {
    // Several may share it (created by hand): the oldest is the one an import updates.
    return this.inAnyGroup('duplicate', [key], via).sort((a, b) => a.id - b.id)[0];
  }

  /** Records whose concern person holds a stored visiting card. */
  withFile(name: string): OrganizationRow[] {
    return this.inAnyGroup('files', [name]);
  }

  /** The first `limit` committed records by id. */
  firstById(limit: number): OrganizationRow[] {
    return this.db.firstRows(this.collection, limit) as OrganizationRow[];
  }

  /** Every committed record, oldest first (created_at, then id). Read-only: walk it backwards for newest first. */
  oldestFirst(): readonly OrganizationRow[] {
    return this.db.index<SortedIndex<OrganizationRow>>(this.collection, 'oldest').ordered();
  }

  /** Newest first, stopping when `visit` returns false. */
  walkNewest(visit: (row: OrganizationRow) => boolean | void): void {
    const rows = this.oldestFirst();
    for (let i = rows.length - 1; i >= 0; i--) if (visit(rows[i]) === false) return;
  }

  nameText(row: OrganizationRow): string {
    return this.db.index<DerivedIndex<string, OrganizationRow>>(this.collection, 'name').of(row);
  }

  /**
   * Positions (in `oldestFirst()`) in [from, to) whose lower-cased name contains `term`
   * (lower-cased), by one indexOf pass over the joined names (server/db/joined-text.ts).
   */
  namePositions(term: string, from?: number, to?: number): number[] {
    this.joined ??= new JoinedText(
      this.db.index<SortedIndex<OrganizationRow>>(this.collection, 'oldest'),
      (row) => this.nameText(row),
    );
    return Array.from(this.joined.positions(term, from, to));
  }

  private joined: JoinedText<OrganizationRow> | undefined;

  idsWhere(index: FilterIndex, key: unknown): ReadonlySet<number> {
    return this.db.index<GroupIndex>(this.collection, index).ids(key);
  }
}
