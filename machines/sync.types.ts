/** Types of the sync machine (machines/sync.machine.ts). */

/** What the queue holds for the signed-in user, as the sync machine counts it. */
export interface QueueCounts {
  /** Units waiting to be sent (complete or not). */
  waiting: number;
  /** Waiting units a send may pick now (complete, and due unless "Sync now" forces). */
  due: number;
  /** Units a validation answer stopped, until the user fixes and resends them. */
  attention: number;
  /** Captured-at time of the oldest waiting unit, or null. */
  oldestAt: number | null;
}

/**
 * One unit's send: `sent` (the server holds it; it left the queue), `invalid` (a validation or
 * duplicate answer: it needs attention), `failed` (no answer or a server error: it waits with a
 * backoff), `none` (nothing due).
 */
export type SendOutcome = 'sent' | 'invalid' | 'failed' | 'none';

/**
 * One send of the oldest due units, several at once: `outcome` is the worst of theirs (`failed`,
 * else `invalid`, else `sent`; `none` when nothing was due), `done` how many left the round (sent
 * or needing attention).
 */
export interface SentBatch {
  outcome: SendOutcome;
  done: number;
}

export interface SyncContext extends QueueCounts {
  /** What the browser says (`navigator.onLine`, its online / offline events). */
  online: boolean;
  /** "Sync now": send waiting units before their retry time. */
  force: boolean;
  /** This round: units to send and units done, for "Syncing 2 of 3". */
  total: number;
  done: number;
}

export type SyncEvent =
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  | { type: 'SYNC_NOW' }
  /** The queue changed (a lead queued, a unit fixed or discarded): count again, send if online. */
  | { type: 'CHANGED' };

export interface SyncInput {
  online: boolean;
}
