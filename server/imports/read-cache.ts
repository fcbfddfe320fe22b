import type { AppContext } from '../context';
import type { Row } from '../db/row';
import type { Page, TableRepository } from '../db/table-repository';
import type { Tx } from '../db/tx';
import type { Paging } from '../http/paging';
import type { Repos } from '../repositories';

/**
 * The context an import's rows are read with (server/imports/run-import.ts): `repos.table(name)`
 * answers each committed read once per call. Thousands of rows name the same few industries and
 * persons' designations; on PostgreSQL each lookup was a query per row (a 5,000-row sheet spent
 * seconds there). The rows are read before the transaction anyway: the writes check again inside
 * it. Reads through a transaction and writes go to the store as they are.
 */
export function withCachedTables(ctx: AppContext): AppContext {
  const tables = new Map<string, CachedTable<Row>>();
  const table = ((name: string) => {
    let cached = tables.get(name);
    if (!cached) tables.set(name, (cached = new CachedTable(ctx.repos.table(name as never))));
    return cached;
  }) as unknown as Repos['table'];
  return { ...ctx, repos: { ...ctx.repos, table } };
}

class CachedTable<T extends Row> implements TableRepository<T> {
  private readonly byId = new Map<number, Promise<T | undefined>>();
  private readonly sameText = new Map<string, Promise<T[]>>();
  private listed?: Promise<T[]>;

  constructor(private readonly store: TableRepository<T>) {}

  get collection(): string {
    return this.store.collection;
  }

  get(id: number | null | undefined, via?: Tx): Promise<T | undefined> {
    if (via || typeof id !== 'number') return this.store.get(id, via);
    let found = this.byId.get(id);
    if (!found) this.byId.set(id, (found = this.store.get(id)));
    return found;
  }

  async getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, T>> {
    if (via) return this.store.getMany(ids, via);
    const numbers = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    const missing = numbers.filter((id) => !this.byId.has(id));
    if (missing.length) {
      const fetched = this.store.getMany(missing);
      for (const id of missing)
        this.byId.set(
          id,
          fetched.then((rows) => rows.get(id)),
        );
    }
    const out = new Map<number, T>();
    for (const id of numbers) {
      const row = await this.byId.get(id);
      if (row) out.set(id, row);
    }
    return out;
  }

  list(via?: Tx): Promise<T[]> {
    if (via) return this.store.list(via);
    return (this.listed ??= this.store.list()).then((rows) => [...rows]);
  }

  withSameText(field: string, text: string, via?: Tx): Promise<T[]> {
    if (via) return this.store.withSameText(field, text, via);
    const key = `${field}\u0000${text}`;
    let found = this.sameText.get(key);
    if (!found) this.sameText.set(key, (found = this.store.withSameText(field, text)));
    return found.then((rows) => [...rows]);
  }

  withField(field: string, value: unknown): Promise<T[]> {
    return this.store.withField(field, value);
  }

  search(field: string, search: string): Promise<T[]> {
    return this.store.search(field, search);
  }

  page(field: string, search: string, paging: Paging): Promise<Page<T>> {
    return this.store.page(field, search, paging);
  }

  insert: TableRepository<T>['insert'] = (tx, doc) => this.store.insert(tx, doc);
  insertUnique: TableRepository<T>['insertUnique'] = (tx, doc, unique) =>
    this.store.insertUnique(tx, doc, unique);
  update: TableRepository<T>['update'] = (tx, id, patch) => this.store.update(tx, id, patch);
  remove: TableRepository<T>['remove'] = (tx, id) => this.store.remove(tx, id);
}
