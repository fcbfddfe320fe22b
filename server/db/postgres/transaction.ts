import type { Kysely, Transaction as KyselyTransaction } from 'kysely';
import type { RunTransaction, Tx } from '../tx';
import type { Database } from './schema';
import { runMarked } from '../open-transaction';

/**
 * A PostgreSQL transaction behind the store-neutral `Tx`: the repositories of this store read
 * and write through its connection. Like the embedded draft, it refuses use once its function
 * has settled (a write a forgotten promise made afterwards would otherwise fail obscurely or, on
 * a pooled connection, land in someone else's transaction).
 */
export class PostgresTx implements Tx {
  readonly store = 'postgres';
  private ended = false;
  private wrote = false;

  constructor(private readonly trx: KyselyTransaction<Database>) {}

  get written(): boolean {
    return this.wrote;
  }

  /** The connection to read through. */
  reads(): Kysely<Database> {
    if (this.ended) throw new Error('this transaction has ended');
    return this.trx;
  }

  /** The connection to write through (the write is then counted in `written`). */
  writes(): Kysely<Database> {
    const trx = this.reads();
    this.wrote = true;
    return trx;
  }

  end(): void {
    this.ended = true;
  }
}

/** The PostgreSQL transaction behind a store-neutral `tx`; an embedded one here is a wiring bug. */
export function postgresTx(tx: Tx): PostgresTx {
  if (tx instanceof PostgresTx) return tx;
  throw new Error(`a ${tx.store} transaction was passed to the PostgreSQL store`);
}

/** What a read goes through: the pool for the committed state, else the transaction's connection. */
export const readerOf = (db: Kysely<Database>, via?: Tx): Kysely<Database> =>
  via === undefined ? db : postgresTx(via).reads();

/** SQLSTATEs that mean "run it again": serialization_failure and deadlock_detected. */
const RETRY = new Set(['40001', '40P01']);

export function retryable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (RETRY.has(String((e as { code?: unknown }).code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface PostgresTransactionOptions {
  /** Runs of one function before a serialization failure is given up and thrown (default 30). */
  attempts?: number;
}

/** The longest pause between two runs, in ms: it doubles from 2 ms up to this. */
const MAX_PAUSE_MS = 100;

/**
 * `ctx.transaction` on PostgreSQL: `fn` runs inside BEGIN ISOLATION LEVEL SERIALIZABLE ...
 * COMMIT on one pooled connection, and a throw or rejection rolls everything back. Serializable,
 * because the routes check uniqueness and "still pending" inside the transaction and rely on
 * nothing changing before they commit, as the embedded store's one-at-a-time turns guarantee
 * (docs/decisions.md "PostgreSQL store"). PostgreSQL refuses a transaction that could not have
 * run in some serial order (40001), or picks a deadlock victim (40P01); `fn` then runs again on a
 * fresh transaction, up to `attempts` times, after a random pause of up to 2^run ms (at most
 * MAX_PAUSE_MS) so that colliding transactions spread out instead of colliding again in step. A
 * rerun never fails on the same committed transaction again, but writers that keep arriving on one
 * small table (where a read locks the whole table) can beat it many times: 50 creates at once
 * needed up to 10 runs, 20 writers killed by kill -9 met 8 (docs/decisions.md "Reads inside a
 * transaction go through it"). Resolves once COMMIT has returned (durable under the server's
 * `synchronous_commit`).
 */
export function postgresTransaction(
  db: Kysely<Database>,
  { attempts = 30 }: PostgresTransactionOptions = {},
): RunTransaction {
  return async <T>(fn: (tx: Tx) => T | PromiseLike<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db
          .transaction()
          .setIsolationLevel('serializable')
          .execute(async (trx) => {
            const tx = new PostgresTx(trx);
            try {
              return await runMarked(tx, () => fn(tx));
            } finally {
              tx.end();
            }
          });
      } catch (err) {
        if (attempt >= attempts || !retryable(err)) throw err;
        const pause = Math.random() * Math.min(2 ** attempt, MAX_PAUSE_MS);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
}
