import { type Kysely, type SqlBool, sql } from 'kysely';
import { identityKeys, prospectIdentity } from '../../../leads/identity-keys';
import type { OrganizationFilters } from '../../../prospects/list-query';
import type { OrganizationPage } from '../../../prospects/repository';
import type { Repos } from '../../../repositories';
import { duplicateKey } from '../../../prospects/rows';
import type { OrganizationRow } from '../../../stored/leads';
import type { Doc, NewRow, RowPatch } from '../../row';
import { keysetPages, type Pages } from '../../pages';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { type AnyDb, anyOf } from '../any-table';
import { PostgresRows } from './rows';
import { candidateIds, duplicateCandidates } from './organization-identity';
import { nameContains, organizationFilter, organizationTablesOf } from './organization-query';

type Collection = 'prospects' | 'stackholders';

/** What routes call (server/repositories.ts): the embedded class's public members. */
type Contract = Repos['prospects'];

/**
 * repos.prospects and repos.stakeholders on PostgreSQL: the same answers as the embedded
 * server/prospects/repository.ts (tests/api/postgres/repository-contract/organizations.test.ts runs
 * both). Every list is filtered, ordered (created_at, id: the newest-first index) and cut in SQL;
 * names are searched through the trigram index on organization_key (migration 0022).
 */
export class PostgresOrganizationRepository implements Contract {
  private readonly docs: PostgresRows<OrganizationRow>;
  private readonly t;

  constructor(
    db: Kysely<Database>,
    readonly collection: Collection,
  ) {
    this.docs = new PostgresRows(db, collection);
    this.t = organizationTablesOf(collection);
  }

  async get(id: number, via?: Tx): Promise<OrganizationRow | undefined> {
    return this.docs.get(id, via);
  }

  async getMany(ids: readonly number[], via?: Tx): Promise<(OrganizationRow | undefined)[]> {
    const found = await this.docs.byIds(ids, via);
    return ids.map((id) => found.get(id));
  }

  /** The page and the count are two queries on two connections, run at once (docs/decisions.md). */
  async page(
    f: OrganizationFilters,
    { page, perPage }: { page: number; perPage: number },
  ): Promise<OrganizationPage> {
    const [data, total] = await Promise.all([
      this.newest(f, perPage, (page - 1) * perPage),
      this.matching(f)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n)),
    ]);
    return { data, total, current_page: page, per_page: perPage };
  }

  /** Keyset pages on (created_at, id), newest first: each page one LIMITed query on the newest-first index. */
  pages(f: OrganizationFilters, size: number): Pages<OrganizationRow> {
    return keysetPages(
      size,
      async (after: Record<string, unknown> | null, limit) => {
        let query = this.matching(f).selectAll();
        if (after)
          query = query.where(
            sql<SqlBool>`(${sql.ref(`${this.t.table}.created_at`)}, ${sql.ref(`${this.t.table}.id`)}) < (${after.created_at}::timestamptz, ${after.id}::bigint)`,
          );
        return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      },
      (rows) => this.docs.documents(rows),
    );
  }

  async matchingById(term: string, limit: number): Promise<OrganizationRow[]> {
    let query = this.q().selectFrom(this.t.table).selectAll().orderBy('id').limit(limit);
    if (term) query = query.where(nameContains(term));
    return this.docs.documents(await query.execute());
  }

  /** `countUpTo`: the matches are counted up to that many at most (the scan stops there). */
  async searchNames(
    term: string,
    limit: number,
    countUpTo?: number,
  ): Promise<{ found: OrganizationRow[]; total: number }> {
    const named = { search: term, exhibitionIds: [], employeeIds: [] };
    const counting =
      countUpTo === undefined
        ? this.matching(named)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        : sql<{ n: number }>`SELECT count(*) AS n FROM (${this.matching(named)
            .select(sql`1`.as('one'))
            .limit(countUpTo)}) m`
            .execute(this.q())
            .then(({ rows }) => rows[0]);
    const [found, total] = await Promise.all([this.newest(named, limit), counting]);
    return { found, total: Number(total.n) };
  }

  async distinctNames(term: string, max: number): Promise<string[]> {
    // Each lower-cased name once, spelt as its newest record spells it; then the newest names.
    const { rows } = await sql<{ organization_name: string }>`
      select organization_name from (
        select distinct on (organization_key) organization_name, created_at, id
        from ${sql.table(this.t.table)} where ${nameContains(term)}
        order by organization_key, created_at desc, id desc
      ) named order by created_at desc, id desc limit ${max}`.execute(this.q());
    return rows.map((row) => row.organization_name);
  }

  async withAnyKey(keys: string[], via?: Tx): Promise<OrganizationRow[]> {
    const wanted = new Set(keys);
    const found = await this.docs.byIds(await candidateIds(this.q(via), this.t, keys), via);
    return [...found.values()]
      .filter((row) => identityKeys(prospectIdentity(row)).some((k) => wanted.has(k)))
      .sort((a, b) => a.id - b.id);
  }

  async withDuplicateKeys(keys: readonly string[], via?: Tx): Promise<Map<string, OrganizationRow>> {
    const wanted = new Set(keys);
    const chosen = new Map<string, Record<string, unknown>>();
    // Ascending ids: the first record of a key is the oldest, the one an import updates.
    for (const row of await duplicateCandidates(this.q(via), this.t, keys)) {
      const key = duplicateKey(row.organization_name, row.phone);
      if (key && wanted.has(key) && !chosen.has(key)) chosen.set(key, row);
    }
    const docs = await this.docs.documents([...chosen.values()], via);
    const byKey = new Map([...chosen.keys()].map((key, i) => [key, docs[i]]));
    // In the asked keys' order, as the embedded loop answers.
    return new Map(keys.flatMap((key) => (byKey.has(key) ? [[key, byKey.get(key)!]] : [])));
  }

  async withFile(name: string): Promise<OrganizationRow[]> {
    const holders = await this.q()
      .selectFrom(this.t.persons)
      .select(this.t.parent)
      .where('attachment', '=', name)
      .execute();
    const found = await this.docs.byIds(holders.map((row) => Number(row[this.t.parent])));
    return [...found.values()].sort((a, b) => a.id - b.id);
  }

  async insert(tx: Tx, doc: NewRow<OrganizationRow>): Promise<OrganizationRow> {
    return this.docs.insert(tx, doc);
  }

  async insertMany(tx: Tx, docs: readonly NewRow<OrganizationRow>[]): Promise<OrganizationRow[]> {
    return this.docs.insertMany(tx, docs);
  }

  async update(tx: Tx, id: number, patch: RowPatch<OrganizationRow>): Promise<OrganizationRow> {
    const old = await this.get(id, tx);
    if (!old) throw new Error(`${this.collection} ${id} does not exist`);
    return this.docs.replace(tx, { ...old, ...(patch as Doc), id });
  }

  async remove(tx: Tx, ids: readonly number[]): Promise<void> {
    if (ids.length) await this.docs.q(tx, true).deleteFrom(this.t.table).where(anyOf('id', ids)).execute();
  }

  /** One slice of the records matching the filters, newest first. */
  private async newest(f: OrganizationFilters, limit: number, offset = 0): Promise<OrganizationRow[]> {
    const query = this.matching(f).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    return this.docs.documents(await query.limit(limit).offset(offset).execute());
  }

  private matching(f: OrganizationFilters) {
    return this.q().selectFrom(this.t.table).where(organizationFilter(this.t, f));
  }

  private q(via?: Tx): AnyDb {
    return this.docs.q(via);
  }
}
