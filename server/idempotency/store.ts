import type { Tx } from '../db/tx';

/** The answer a committed request gave: repeated as is to every retry with its key. */
export interface KeptAnswer {
  status: number;
  body: unknown;
}

/** A committed key: which request it belongs to (its fingerprint) and what it answered. */
export interface KeptKey {
  fingerprint: string;
  answer: KeptAnswer;
  created_at: string;
}

/** What `keep` stores beside the record a request creates. */
export interface NewKey extends KeptKey {
  scope: string;
  user_id: number;
}

/**
 * The storage seam of idempotency keys. The embedded store implements it over the journaled
 * database (embedded-store.ts); the PostgreSQL one (server/db/postgres/repos/idempotency.ts) keeps
 * the keys in a table with a unique scope, written by the same SQL transaction as the record, and
 * claims a scope with a row of its own so that several server processes agree.
 */
export interface IdempotencyStore {
  /**
   * Marks a scope as held by one running request. Null when another request holds it (the
   * caller answers 409); otherwise the function that lets it go.
   */
  claim(scope: string): Promise<(() => void) | null>;
  /** The committed key of a scope, if any (an indexed lookup, never a scan). */
  find(scope: string): Promise<KeptKey | undefined>;
  /**
   * Stores a key and its answer in `tx`, the transaction that writes the request's record, so
   * both commit together or neither does. Throws when the scope is already kept.
   */
  keep(tx: Tx, key: NewKey): Promise<void>;
  /** Deletes the keys created before `before`; resolves with how many went. */
  purge(before: Date): Promise<number>;
}

/** A key belongs to one user: the same key of another user is another key. */
export const scopeOf = (userId: number, key: string): string => `${userId}:${key}`;
