import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './tx';

/** The transaction whose function is running in this async context; `open` is false once it settled. */
interface Mark {
  tx: Tx;
  open: boolean;
}

/**
 * Tests only (NODE_ENV=test: Jest sets it, and the servers tests spawn inherit it). A read that
 * bypasses the open transaction is a bug on either store (it misses the transaction's own writes
 * and, on PostgreSQL, its snapshot), and on PostgreSQL it waits for a second pool connection
 * while the transaction holds one: enough such writers at once and none is ever freed
 * (docs/decisions.md "Reads inside a transaction go through it"). Off elsewhere: an
 * AsyncLocalStorage makes every promise of the process pay for propagation (docs/storage.md
 * "Writing"), and production gets nothing from a check the tests already make.
 */
const scope = process.env.NODE_ENV === 'test' ? new AsyncLocalStorage<Mark>() : undefined;

/** Whether reads that bypass an open transaction are refused in this process. */
export const guarding = scope !== undefined;

const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  !!v && typeof (v as { then?: unknown }).then === 'function';

/** Runs a transaction's function marked as inside `tx` (each store's runner calls it). */
export function runMarked<T>(tx: Tx, fn: () => T | PromiseLike<T>): T | PromiseLike<T> {
  if (!scope) return fn();
  const mark: Mark = { tx, open: true };
  let result: T | PromiseLike<T>;
  try {
    result = scope.run(mark, fn);
  } catch (err) {
    mark.open = false;
    throw err;
  }
  if (!isThenable(result)) {
    mark.open = false;
    return result;
  }
  return Promise.resolve(result).finally(() => {
    mark.open = false;
  });
}

/** Runs `fn` as not part of any transaction (work a transaction starts but does not wait for). */
export function unmarked<T>(fn: () => T): T {
  return scope ? scope.exit(fn) : fn();
}

/** The transaction open in this async context (tests only; undefined elsewhere). */
export function openTx(): Tx | undefined {
  const mark = scope?.getStore();
  return mark?.open ? mark.tx : undefined;
}

/** Throws when a transaction is open in this async context: `what` would bypass it. */
export function refuseInsideTransaction(what: string): void {
  if (!openTx()) return;
  throw new Error(
    `${what} while a transaction is open: pass its tx (docs/decisions.md "Reads inside a transaction go through it")`,
  );
}
