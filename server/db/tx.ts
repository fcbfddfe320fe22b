/**
 * The storage seam's transaction, the same for either store (server/db/store.ts chooses one):
 * routes get it from `ctx.transaction(async (tx) => ...)` and only pass it on to repositories,
 * which read through it (`via`) and write through it. Each store's repositories narrow it to
 * their own kind (the embedded draft, server/db/transaction.ts `embeddedTx`; a PostgreSQL
 * transaction, server/db/postgres/transaction.ts `postgresTx`) and refuse the other's.
 */
export interface Tx {
  readonly store: 'embedded' | 'postgres';
  /** Whether anything was written through it so far (server/idempotency/pending.ts asks). */
  readonly written: boolean;
}

/** How a transaction may run (the embedded store runs each one alone, whatever they say). */
export interface TransactionOptions {
  /**
   * How PostgreSQL isolates it: 'serializable' unless said. 'read committed' only for a
   * transaction that inserts new rows and nothing else, and whose every check that a concurrent
   * transaction could make wrong the database decides again at the insert: a reference by its
   * foreign key, a unique name by its unique index (`insertUnique`), an Idempotency-Key by its
   * unique scope (docs/decisions.md "Creates run READ COMMITTED on PostgreSQL").
   */
  isolation?: 'serializable' | 'read committed';
  /**
   * With 'read committed': the function writes one statement, and nothing after that write can
   * fail the function (reads are fine). PostgreSQL then runs it without BEGIN and COMMIT, the
   * write committing itself: two round trips fewer for a create that is one insert
   * (docs/decisions.md "Fewer round trips and plans per request on PostgreSQL"). Its tx refuses a
   * second write.
   */
  oneWrite?: boolean;
}

/**
 * Runs a change set atomically and resolves once it is durable: the function may be async; it
 * reads and writes through the `tx` it is given, awaits nothing but those, and throws (or
 * rejects) to take every change back. On PostgreSQL it may run again after a serialization
 * failure, so it must do nothing outside `tx` (docs/decisions.md "PostgreSQL store").
 */
export type RunTransaction = <T>(
  fn: (tx: Tx) => T | PromiseLike<T>,
  options?: TransactionOptions,
) => Promise<T>;
