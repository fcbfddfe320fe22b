/**
 * Which store the app runs on, decided in this one place (server/app.ts `createApp` asks):
 * `DATABASE_URL` set (start.ts passes it) means PostgreSQL, unset the embedded journaled store
 * in DATA_DIR. Everything above the repositories is the same on both: routes get `repos` and
 * `ctx.transaction`, whose `tx` is the store-neutral server/db/tx.ts.
 */
export type StoreChoice = { kind: 'embedded' } | { kind: 'postgres'; url: string };

export function chooseStore(databaseUrl: string | undefined): StoreChoice {
  const url = databaseUrl?.trim();
  return url ? { kind: 'postgres', url } : { kind: 'embedded' };
}
