import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { conflict } from '../../../http/errors';
import { KEY_COMMITTED } from '../../../idempotency/messages';
import type { IdempotencyStore, KeptKey, NewKey } from '../../../idempotency/store';
import type { Row } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { postgresTx } from '../transaction';
import { PostgresRows } from './rows';

/**
 * How long a claim holds without being let go: longer than any request runs (Node ends one that
 * has not arrived in 300 s, `server.requestTimeout`), so only a crashed server's claims run out.
 * A request that outlived it still cannot commit twice: `keep` is refused by the unique scope.
 */
const CLAIM_MS = 10 * 60_000;

const logLost = (err: unknown) =>
  console.error(`[idempotency] a claim was not let go (it ends by itself): ${(err as Error).message}`);

/**
 * The idempotency store on PostgreSQL (the seam is server/idempotency/store.ts; the embedded one
 * is server/idempotency/embedded-store.ts). Several servers share the database, so both halves
 * of "exactly once" are decided by it, each in one atomic statement:
 * - running: a claim is a row of idempotency_claims, taken by INSERT ... ON CONFLICT DO UPDATE
 *   only where the existing claim has run out; a second server's claim of the scope finds the
 *   row and gets null (409). A scope already kept needs no claim: the retry replays its answer
 *   (a retry sent the moment the first answer arrived may come before that claim is let go).
 * - committed: `keep` inserts into idempotency_keys (UNIQUE (scope)) in the route's own
 *   serializable transaction, so the record and its key commit together or not at all, and of
 *   two transactions keeping one scope only one commits (the other is refused, or fails with a
 *   serialization error and, run again, is refused).
 */
export function postgresIdempotencyStore(db: Kysely<Database>, claimMs = CLAIM_MS): IdempotencyStore {
  const keys = new PostgresRows<Row>(db, 'idempotency_keys');
  const kept = async (scope: string, via?: Tx) =>
    (await keys.select(via, (q) => q.where('scope', '=', scope)))[0] as unknown as KeptKey | undefined;
  return {
    async claim(scope) {
      const token = randomUUID();
      const taken = await db
        .insertInto('idempotency_claims')
        .values({ scope, token, held_until: sql<string>`now() + ${claimMs} * interval '1 millisecond'` })
        .onConflict((oc) =>
          oc
            .column('scope')
            .doUpdateSet((eb) => ({
              token: eb.ref('excluded.token'),
              held_until: eb.ref('excluded.held_until'),
            }))
            .where('idempotency_claims.held_until', '<', sql<string>`now()`),
        )
        .returning('token')
        .executeTakeFirst();
      if (taken) {
        const release = () =>
          void db
            .deleteFrom('idempotency_claims')
            .where('scope', '=', scope)
            .where('token', '=', token)
            .execute()
            .catch(logLost);
        return release;
      }
      return (await kept(scope)) ? () => undefined : null;
    },
    find: (scope) => kept(scope),
    async keep(tx, key: NewKey) {
      const { answer, ...rest } = key;
      const stored = await postgresTx(tx)
        .writes()
        .insertInto('idempotency_keys')
        .values({ ...rest, answer: JSON.stringify(answer) })
        .onConflict((oc) => oc.column('scope').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Kept by another request meanwhile: refused, and the route's transaction rolls back.
      if (!stored) throw conflict(KEY_COMMITTED);
    },
    async purge(before) {
      const gone = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', before.toISOString())
        .executeTakeFirst();
      // Claims a crashed server left behind (every other one is deleted when its request ends).
      await db
        .deleteFrom('idempotency_claims')
        .where('held_until', '<', sql<string>`now()`)
        .execute();
      return Number(gone.numDeletedRows);
    },
  };
}
