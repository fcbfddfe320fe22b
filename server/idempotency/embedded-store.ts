import type { Database } from '../db/database';
import { LookupIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { Row } from '../db/row';
import { embeddedTx } from '../db/transaction';
import type { RunTransaction, Tx } from '../db/tx';
import { conflict } from '../http/errors';
import type { IdempotencyStore, KeptKey, NewKey } from './store';
import { KEY_COMMITTED } from './messages';

const COLLECTION = 'idempotency_keys';

/** Idempotency keys in the journaled database, found by scope (user and key) through an index. */
class IdempotencyKeyRepository extends Repository {
  constructor(db: Database) {
    super(db, COLLECTION);
    db.defineIndex(COLLECTION, 'scope', new LookupIndex((row) => row.scope));
  }

  byScope(scope: string, via?: Tx): Row | undefined {
    const committed = this.lookup('scope', scope);
    if (!via) return committed;
    return (
      committed ??
      embeddedTx(via)
        .changedRows(COLLECTION)
        .find((r) => r.scope === scope)
    );
  }
}

/**
 * The embedded store: one server process owns the database, so "a request with this key is
 * running" is a set in memory (a crash forgets it together with the request it guarded).
 */
export function embeddedIdempotencyStore(db: Database, transaction: RunTransaction): IdempotencyStore {
  const keys = new IdempotencyKeyRepository(db);
  const running = new Set<string>();
  return {
    // Async as the PostgreSQL store's will be; here each answers from memory at once.
    async claim(scope) {
      if (running.has(scope)) return null;
      running.add(scope);
      return () => running.delete(scope);
    },
    async find(scope) {
      const row = keys.byScope(scope);
      return row ? (row as unknown as KeptKey) : undefined;
    },
    async keep(tx, key: NewKey) {
      // Only another process could have kept it meanwhile (claim rules out this one); refused,
      // the route's transaction rolls back with everything it wrote.
      if (keys.byScope(key.scope, tx)) throw conflict(KEY_COMMITTED);
      keys.insert(tx, { ...key });
    },
    purge(before) {
      const cutoff = before.toISOString();
      return transaction((tx) => {
        let removed = 0;
        // Rows are in id order, which is creation order: the old ones are a prefix.
        for (const row of keys.all()) {
          if (typeof row.created_at === 'string' && row.created_at >= cutoff) break;
          keys.remove(tx, row.id);
          removed++;
        }
        return removed;
      });
    },
  };
}
