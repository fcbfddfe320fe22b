import type { Kysely } from 'kysely';
import { secondsBlocked, type MakeThrottle } from '../../../auth/throttle';
import type { Database } from '../schema';

/**
 * Throttles whose failures are rows of `throttle_failures`, read by every app server. Each call is
 * one indexed statement outside any transaction: a failure counts as soon as it is written, and
 * two servers failing at once both count (inserts never conflict).
 */
export const postgresThrottle =
  (db: Kysely<Database>): MakeThrottle =>
  (spec, now) => {
    const recent = async (key: string): Promise<number[]> => {
      const since = new Date(now().getTime() - spec.windowMs).toISOString();
      const rows = await db
        .selectFrom('throttle_failures')
        .select('failed_at')
        .where('limit_name', '=', spec.name)
        .where('key', '=', key)
        .where('failed_at', '>', since)
        .execute();
      return rows.map((r) => Date.parse(r.failed_at));
    };
    return {
      blockedFor: async (key) => secondsBlocked(await recent(key), spec, now().getTime()),
      count: async (key) => (await recent(key)).length,
      async fail(key) {
        const at = now();
        await db
          .insertInto('throttle_failures')
          .values({ limit_name: spec.name, key, failed_at: at.toISOString() })
          .execute();
        // Keeps the table small: this limit's failures that left its window count for nothing.
        const expired = new Date(at.getTime() - spec.windowMs).toISOString();
        await db
          .deleteFrom('throttle_failures')
          .where('failed_at', '<', expired)
          .where('limit_name', '=', spec.name)
          .execute();
      },
      async reset(key) {
        await db
          .deleteFrom('throttle_failures')
          .where('limit_name', '=', spec.name)
          .where('key', '=', key)
          .execute();
      },
    };
  };
