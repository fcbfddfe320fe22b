import type { Doc, Row } from '../../../../server/db/row';
import { PostgresRows } from '../../../../server/db/postgres/repos/rows';
import type { Tx } from '../../../../server/db/tx';
import type { CollectionName } from '../../../../server/stored/collections';
import { AT, employeeRow, userRow } from './account-rows';
import { embeddedStore, postgresStore, type StoreUnderTest } from './stores';

/**
 * Both stores side by side, given the same writes in the same order (so the same ids): a suite
 * calls a repository method on each and expects the PostgreSQL answer to equal the embedded one,
 * field for field, besides what it checks of the answer itself.
 */
export interface BothStores {
  embedded: StoreUnderTest;
  postgres: StoreUnderTest;
  /** The embedded answer, once the PostgreSQL one was found strictly equal to it. */
  same<T>(call: (s: StoreUnderTest) => Promise<T>): Promise<T>;
  /** One transaction on each store (same function), compared like `same`; a throw rolls both back. */
  write<T>(fn: (s: StoreUnderTest, tx: Tx) => Promise<T>): Promise<T>;
  /**
   * A row of any collection written as it is stored, for the rows a suite's repository points at
   * (employees, exhibitions, leads): through a repository of the collection on the embedded store, through the
   * loader's mapping (server/db/postgres/repos/rows.ts) on PostgreSQL, whose part for that
   * collection another helper may not have written yet.
   */
  seed(collection: CollectionName, doc: Doc): Promise<Row>;
  close(): Promise<void>;
}

/** `now`: the PostgreSQL store's clock (stores.ts postgresStore). */
export async function openBoth(opts: { now?: () => Date } = {}): Promise<BothStores> {
  const [embedded, postgres] = await Promise.all([embeddedStore(), postgresStore(opts)]);
  const same = async <T>(call: (s: StoreUnderTest) => Promise<T>): Promise<T> => {
    const expected = await call(embedded);
    expect(await call(postgres)).toStrictEqual(expected);
    return expected;
  };
  const outcome = async <T>(run: Promise<T>) => {
    try {
      return { value: await run };
    } catch (error) {
      return { error };
    }
  };
  return {
    embedded,
    postgres,
    same,
    async write(fn) {
      const expected = await outcome(embedded.transaction((tx) => fn(embedded, tx)));
      const actual = await outcome(postgres.transaction((tx) => fn(postgres, tx)));
      expect(actual).toStrictEqual(expected);
      if ('error' in expected) throw expected.error;
      return expected.value;
    },
    async seed(collection, doc) {
      const expected = await embedded.transaction((tx) => embedded.anyTable!(collection).insert(tx, doc));
      const stored = new PostgresRows(postgres.db!, collection);
      const actual = await postgres.transaction((tx) => stored.insert(tx, doc));
      expect(actual).toStrictEqual(expected);
      return expected;
    },
    close: async () => {
      await Promise.all([embedded.close(), postgres.close()]);
    },
  };
}

/** The users and employees a suite's rows are created by: `n` of them, ids 1..n on both stores. */
export async function seedEmployees(both: BothStores, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const user = await both.seed('users', userRow(`u${i}@example.com`, { name: `User ${i}` }));
    const employee = await both.seed(
      'employees',
      employeeRow(user.id, { phone: `0170000000${i}`, address: 'Dhaka' }),
    );
    ids.push(employee.id);
  }
  return ids;
}

/** `n` exhibitions, ids 1..n on both stores. */
export async function seedExhibitions(both: BothStores, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++)
    ids.push(
      (
        await both.seed('exhibitions', {
          name: `Fair ${i}`,
          start_date: '2026-01-01',
          end_date: '2026-01-03',
          created_at: AT,
        })
      ).id,
    );
  return ids;
}
