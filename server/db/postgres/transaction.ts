import type { Kysely } from 'kysely';
import type { RunTransaction, TransactionOptions, Tx } from '../tx';
import type { Database } from './schema';
import { runMarked } from '../open-transaction';

/**
 * A PostgreSQL transaction behind the store-neutral `Tx`: the repositories of this store read
 * and write through its connection. Like the embedded draft, it refuses use once its function
 * has settled (a write a forgotten promise made afterwards would otherwise fail obscurely or, on
 * a pooled connection, land in someone else's transaction).
 *
 * `oneWrite`: the connection is not in a transaction block (a `oneWrite` transaction,
 * server/db/tx.ts): each statement commits itself, so a second write is refused (the first could
 * not be taken back with it). Reads after the write are fine: they change nothing.
 */
export class PostgresTx implements Tx {
  readonly store = 'postgres';
  private ended = false;
  private wrote = false;

  constructor(
    private readonly conn: Kysely<Database>,
    private readonly oneWrite = false,
  ) {}

  get written(): boolean {
    return this.wrote;
  }

  /** The connection to read through. */
  reads(): Kysely<Database> {
    if (this.ended) throw new Error('this transaction has ended');
    return this.conn;
  }

  /** The connection to write through (the write is then counted in `written`). */
  writes(): Kysely<Database> {
    const conn = this.reads();
    if (this.oneWrite && this.wrote) throw new Error('a oneWrite transaction wrote a second time');
    this.wrote = true;
    return conn;
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
/** foreign_key_violation: in a READ COMMITTED create, a row it found was deleted before its insert. */
const FOREIGN_KEY = '23503';
/** Runs of a READ COMMITTED create that met a foreign key violation (a bug meets it every time). */
const FOREIGN_KEY_RUNS = 3;

/** The SQLSTATE of a driver error (or of its cause), if any. */
function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether `err` is a serialization failure or a deadlock: the same work may succeed run again. */
export function retryable(err: unknown): boolean {
  return RETRY.has(sqlState(err) ?? '');
}

/**
 * What a repository throws when its transaction must run again on a fresh snapshot (as after a
 * serialization failure): a unique index refused a name whose row this transaction cannot find.
 */
export function runAgain(why: string): Error {
  return Object.assign(new Error(`run the transaction again: ${why}`), { code: '40001' });
}

/** Runs `fn` marked as inside `tx`, which refuses use once `fn` has settled. */
async function runIn<T>(tx: PostgresTx, fn: (tx: Tx) => T | PromiseLike<T>): Promise<T> {
  try {
    return await runMarked(tx, () => fn(tx));
  } finally {
    tx.end();
  }
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
 *
 * `{ isolation: 'read committed' }` (server/db/tx.ts says which transactions may ask): no
 * predicate locks, so concurrent creates never fail each other; what they race for is decided
 * by the constraint that refuses the loser (a unique index: `insertUnique` answers "taken"; a
 * foreign key: 23503, after which the function runs again, at most FOREIGN_KEY_RUNS times, and
 * its checks then see the row gone and answer 422). With `oneWrite` as well, `fn` runs on one
 * pooled connection outside a transaction block: its reads are what they would be at READ
 * COMMITTED, and its write commits itself (durable when it returns, as COMMIT would be).
 */
export function postgresTransaction(
  db: Kysely<Database>,
  { attempts = 30 }: PostgresTransactionOptions = {},
): RunTransaction {
  return async <T>(fn: (tx: Tx) => T | PromiseLike<T>, options?: TransactionOptions): Promise<T> => {
    const isolation = options?.isolation ?? 'serializable';
    for (let attempt = 1; ; attempt++) {
      try {
        return options?.oneWrite && isolation === 'read committed'
          ? await db.connection().execute((conn) => runIn(new PostgresTx(conn, true), fn))
          : await db
              .transaction()
              .setIsolationLevel(isolation)
              .execute((trx) => runIn(new PostgresTx(trx), fn));
      } catch (err) {
        const code = sqlState(err);
        const again =
          retryable(err) ||
          (isolation === 'read committed' && code === FOREIGN_KEY && attempt < FOREIGN_KEY_RUNS);
        if (attempt >= attempts || !again) throw err;
        const pause = Math.random() * Math.min(2 ** attempt, MAX_PAUSE_MS);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
}
