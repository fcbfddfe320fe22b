import type { Database } from '../db/database';
import type { NewRow, RowPatch } from '../db/row';
import type { Tx } from '../db/tx';
import type { OrganizationRow } from '../stored/leads';
import { filterOrganizations, pageOrganizations, type OrganizationFilters } from './list-query';
import { OrganizationRows } from './rows';
import { type Pages, slices } from '../db/pages';

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

export interface OrganizationPage {
  data: OrganizationRow[];
  total: number;
  current_page: number;
  per_page: number;
}

/**
 * Prospects or stakeholders (the same record shape, two collections). Async, as a PostgreSQL
 * store's will be (docs/storage.md "Writing"): each list a route needs is one call answering the
 * rows it shows (a page and its total, the first matches of a search), never the whole table.
 */
export class OrganizationRepository {
  private readonly rows: OrganizationRows;

  constructor(db: Database, collection: 'prospects' | 'stackholders') {
    this.rows = new OrganizationRows(db, collection);
  }

  get collection(): 'prospects' | 'stackholders' {
    return this.rows.collection as 'prospects' | 'stackholders';
  }

  async get(id: number, via?: Tx): Promise<OrganizationRow | undefined> {
    return this.rows.get(id, via);
  }

  /** The rows of these ids, in the same order (undefined where there is none). */
  async getMany(ids: readonly number[], via?: Tx): Promise<(OrganizationRow | undefined)[]> {
    return ids.map((id) => this.rows.get(id, via));
  }

  /** One page of the list (newest first) and how many match the filters. */
  async page(f: OrganizationFilters, paging: { page: number; perPage: number }): Promise<OrganizationPage> {
    return pageOrganizations(this.rows, f, paging);
  }

  /** Every record matching the filters, newest first, `size` at a time (the phone export). */
  pages(f: OrganizationFilters, size: number): Pages<OrganizationRow> {
    return slices(filterOrganizations(this.rows, f), size);
  }

  /** The first `limit` records by id whose name contains `term` (lower-cased; any name without one). */
  async matchingById(term: string, limit: number): Promise<OrganizationRow[]> {
    const all = this.rows.oldestFirst();
    if (term)
      return this.rows
        .namePositions(term)
        .map((i) => all[i])
        .sort(byId)
        .slice(0, limit);
    return this.rows.firstById(limit);
  }

  /**
   * The newest `limit` records whose name contains `term` (lower-cased), and how many there are
   * (up to `countUpTo` at most when given).
   */
  async searchNames(
    term: string,
    limit: number,
    countUpTo?: number,
  ): Promise<{ found: OrganizationRow[]; total: number }> {
    const positions = this.rows.namePositions(term);
    const all = this.rows.oldestFirst();
    const found = positions
      .slice(-limit)
      .reverse()
      .map((i) => all[i]);
    const total = countUpTo === undefined ? positions.length : Math.min(positions.length, countUpTo);
    return { found, total };
  }

  /**
   * Up to `max` distinct names (compared lower-cased) containing `term` (lower-cased), newest
   * first, each as its newest record spells it.
   */
  async distinctNames(term: string, max: number): Promise<string[]> {
    const names = new Map<string, string>();
    this.rows.walkNewest((row) => {
      const key = this.rows.nameText(row);
      if (key.includes(term) && !names.has(key)) names.set(key, String(row.organization_name));
      return names.size < max;
    });
    return [...names.values()];
  }

  /** Records sharing any of the identity keys (see identityKeys), by id. */
  async withAnyKey(keys: string[], via?: Tx): Promise<OrganizationRow[]> {
    return this.rows.withAnyKey(keys, via).sort(byId);
  }

  /** For each duplicateKey that a record holds, the record an import updates (`via`: through a transaction). */
  async withDuplicateKeys(keys: readonly string[], via?: Tx): Promise<Map<string, OrganizationRow>> {
    const out = new Map<string, OrganizationRow>();
    for (const key of keys) {
      const row = this.rows.withDuplicateKey(key, via);
      if (row) out.set(key, row);
    }
    return out;
  }

  /** Records whose concern person holds a stored visiting card. */
  async withFile(name: string): Promise<OrganizationRow[]> {
    return this.rows.withFile(name);
  }

  async insert(tx: Tx, doc: NewRow<OrganizationRow>): Promise<OrganizationRow> {
    return this.rows.insert(tx, doc);
  }

  /** Inserts these records in order (an import's creates: on PostgreSQL a few statements for all). */
  async insertMany(tx: Tx, docs: readonly NewRow<OrganizationRow>[]): Promise<OrganizationRow[]> {
    const out: OrganizationRow[] = [];
    for (const doc of docs) out.push(this.rows.insert(tx, doc));
    return out;
  }

  async update(tx: Tx, id: number, patch: RowPatch<OrganizationRow>): Promise<OrganizationRow> {
    return this.rows.update(tx, id, patch);
  }

  async remove(tx: Tx, ids: readonly number[]): Promise<void> {
    for (const id of ids) this.rows.remove(tx, id);
  }
}
