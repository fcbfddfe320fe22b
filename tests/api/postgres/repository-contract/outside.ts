import { unmarked } from '../../../../server/db/open-transaction';

/**
 * A read made on purpose outside the transaction whose function is running: the committed state
 * a suite checks a transaction's writes are not yet in. Anywhere else a read inside a transaction
 * without its tx is refused in tests (server/db/open-transaction.ts).
 */
export const outside = <T>(read: () => Promise<T>): Promise<T> => unmarked(read);
