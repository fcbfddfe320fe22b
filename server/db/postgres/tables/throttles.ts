import { id, table, text, timestamptz } from '../columns';

/**
 * Failed sign-ins and reset attempts (server/auth/limits.ts), one row each, so that failures
 * spread over several app servers add up. Not a collection of the embedded store, which counts
 * them in memory.
 */
export const throttleTables = {
  throttle_failures: table({
    columns: {
      id: id(),
      limit_name: text(),
      key: text(),
      failed_at: timestamptz(),
    },
    primaryKey: ['id'],
    indexes: [
      { name: 'throttle_failures_key_idx', on: 'limit_name, key, failed_at' },
      { name: 'throttle_failures_at_idx', on: 'failed_at' },
    ],
  }),
};
