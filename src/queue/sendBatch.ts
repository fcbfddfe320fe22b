import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { QueueCounts, SentBatch } from '../../machines/sync.machine';
import { queueClock } from './clock';
import { sendUnit } from './sendUnit';
import { firstUnitsOf, unitsOf } from './store';
import { isActivityUnit, type QueuedUnit } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;

/**
 * Units sent at once. Each unit's own calls stay in order (step 1, cards, persons), so a lead takes
 * two round trips or more; sent one by one, 200 took 82 s on the bench's 150 ms network
 * (docs/benchmarks.md). Four keeps within the browser's six connections to one host, leaving room
 * for the screen's own calls.
 */
export const SYNC_CONCURRENCY = 4;

/**
 * A unit the sync may send: waiting (or `syncing` if a send was cut off) and complete: a lead with
 * both steps, any activity.
 */
const sendable = (u: QueuedUnit) => u.state !== 'needsAttention' && (isActivityUnit(u) || u.persons !== null);
const isDue = (u: QueuedUnit, force: boolean) => force || u.nextAttemptAt <= queueClock.now();

/** What the sync machine counts for the user (machines/sync.types.ts). */
export async function readCounts(owner: number, force: boolean): Promise<QueueCounts> {
  const units = await unitsOf(owner);
  const waiting = units.filter((u) => u.state !== 'needsAttention');
  return {
    waiting: waiting.length,
    due: waiting.filter((u) => sendable(u) && isDue(u, force)).length,
    attention: units.length - waiting.length,
    // Oldest first (./store.ts).
    oldestAt: waiting[0]?.capturedAt ?? null,
  };
}

/** Sends the oldest due units of `owner` together (machines/sync.machine.ts, `sendBatch`). */
export async function sendBatch(dispatch: Dispatch, owner: number, force: boolean): Promise<SentBatch> {
  const units = await firstUnitsOf(owner, SYNC_CONCURRENCY, (u) => sendable(u) && isDue(u, force));
  const outcomes = await Promise.all(units.map((u) => sendUnit(dispatch, u)));
  const done = outcomes.filter((o) => o !== 'failed').length;
  if (!outcomes.length) return { outcome: 'none', done };
  if (outcomes.includes('failed')) return { outcome: 'failed', done };
  return { outcome: outcomes.includes('invalid') ? 'invalid' : 'sent', done };
}
