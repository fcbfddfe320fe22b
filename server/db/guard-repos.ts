import { guarding, openTx, refuseInsideTransaction } from './open-transaction';

type AnyObject = Record<PropertyKey, unknown>;

/** Whether a call's arguments carry `tx` (itself, or as a value of an options object). */
const carries = (args: unknown[], tx: unknown): boolean =>
  args.some(
    (a) =>
      a === tx ||
      (!!a &&
        typeof a === 'object' &&
        Object.getPrototypeOf(a) === Object.prototype &&
        Object.values(a).includes(tx)),
  );

/** One repository whose every method refuses a call without the open transaction's tx. */
function guardRepository<T extends object>(repo: T, name: string): T {
  return new Proxy(repo, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const tx = openTx();
        if (tx && !carries(args, tx))
          refuseInsideTransaction(`repos.${name}.${String(prop)}() without its tx`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * `repos` as tests see it on either store (server/db/open-transaction.ts says when): a
 * repository method called while a transaction is open must be given that transaction, so a
 * check that forgot `via` fails the embedded suites too, not only a run on PostgreSQL, where it
 * would take a second pool connection. Elsewhere `repos` is returned as it is.
 */
export function guardRepos<R extends object>(repos: R): R {
  if (!guarding) return repos;
  const guarded = new Map<PropertyKey, unknown>();
  const tables = new Map<string, unknown>();
  const table = (repos as AnyObject).table as (name: string) => object;
  return new Proxy(repos, {
    get(target, prop, receiver) {
      if (guarded.has(prop)) return guarded.get(prop);
      const value = Reflect.get(target, prop, receiver) as unknown;
      let out = value;
      if (prop === 'table')
        out = (collection: string) => {
          if (!tables.has(collection))
            tables.set(collection, guardRepository(table.call(target, collection), `table('${collection}')`));
          return tables.get(collection);
        };
      else if (value && typeof value === 'object') out = guardRepository(value, String(prop));
      guarded.set(prop, out);
      return out;
    },
  });
}
