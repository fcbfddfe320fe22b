import { watchEventLoop, type LoopDelay } from './loop-delay';
import { since } from './stats';

type Snapshotting = { db?: { snapshot?: () => Promise<void> } };

/**
 * Forces a snapshot (the rewrite of db.json from memory) when the app's database offers one, and
 * reports how long it took and how far it held up the event loop; null when there is none.
 */
export async function forceSnapshot(created: unknown): Promise<{ ms: number; loop: LoopDelay } | null> {
  const db = (created as Snapshotting).db;
  if (typeof db?.snapshot !== 'function') return null;
  const loop = await watchEventLoop();
  const started = performance.now();
  await db.snapshot();
  const ms = since(started);
  return { ms, loop: loop.stop() };
}
