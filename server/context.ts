import type { Limits } from './auth/limits';
import type { Passwords } from './auth/passwords';
import type { RunTransaction } from './db/tx';
import type { FileStore } from './files/store';
import type { IdempotencyStore } from './idempotency/store';
import type { Repos } from './repositories';

/** What every route module needs, passed explicitly instead of module-level singletons. */
export interface AppContext {
  /** Reads and writes of every resource (the storage seam). */
  repos: Repos;
  /**
   * Runs a change set atomically, one at a time; resolves once it is durable. The function may
   * be async (`await ctx.transaction(async (tx) => ...)`) and reads and writes through `tx`.
   */
  transaction: RunTransaction;
  /** Idempotency keys of the create and store calls (server/idempotency). */
  idempotency: IdempotencyStore;
  /** Uploaded files (server/files): routes never touch the disk for them. */
  files: FileStore;
  /** The data folder; only the mail outbox is written there directly. */
  dataDir: string;
  tokenTtlMinutes: number;
  now: () => Date;
  log: (msg: string) => void;
  limits: Limits;
  /** Password hashing at the app's cost (server/auth/passwords.ts). */
  passwords: Passwords;
  /** Runs work that must not delay an answer; a clean shutdown waits for it. */
  background(task: () => Promise<unknown>): void;
}
