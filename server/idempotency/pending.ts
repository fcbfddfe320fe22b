import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppContext } from '../context';
import type { RunTransaction, TransactionOptions, Tx } from '../db/tx';
import type { KeptAnswer } from './store';

/** The key of the request being run: written once, by the transaction that creates its record. */
interface PendingKey {
  scope: string;
  userId: number;
  fingerprint: string;
  kept: boolean;
}

/**
 * Scoped to one request's async work (set by `once` in middleware.ts), so `keepAnswer` and the
 * transaction guard find the key without every function between them passing it along.
 */
const pending = new AsyncLocalStorage<PendingKey>();

export function runWithKey(key: Omit<PendingKey, 'kept'>, next: () => void): void {
  pending.run({ ...key, kept: false }, next);
}

/**
 * The answer a route is about to send, stored with the request's key (when it has one) inside
 * the transaction that writes its record: call it last in that transaction and send what it
 * returns. Only success answers are ever kept; a request that fails keeps nothing and a retry
 * runs it again.
 */
export async function keepAnswer<B>(
  ctx: Pick<AppContext, 'idempotency' | 'now'>,
  tx: Tx,
  status: number,
  body: B,
): Promise<{ status: number; body: B }> {
  const key = pending.getStore();
  if (key && !key.kept) {
    const answer: KeptAnswer = { status, body };
    await ctx.idempotency.keep(tx, {
      scope: key.scope,
      user_id: key.userId,
      fingerprint: key.fingerprint,
      answer,
      created_at: ctx.now().toISOString(),
    });
    key.kept = true;
  }
  return { status, body };
}

/**
 * Wraps the app's transactions: inside a request that carries a key, a transaction that writes
 * something without keeping the key is refused (a record committed without its key would be
 * created again by the retry). A rolled-back transaction un-keeps the key.
 */
export function guardKeptAnswers(run: RunTransaction): RunTransaction {
  return <T>(fn: (tx: Tx) => T | PromiseLike<T>, options?: TransactionOptions) => {
    const key = pending.getStore();
    if (!key) return run(fn, options);
    const before = key.kept;
    return run(async (tx) => {
      const result = await fn(tx);
      if (!key.kept && tx.written)
        throw new Error('a route with an Idempotency-Key wrote a record without keepAnswer');
      return result;
    }, options).catch((err: unknown) => {
      key.kept = before;
      throw err;
    });
  };
}
