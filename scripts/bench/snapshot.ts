import { watchGc, type GcPauses } from './gc-pauses';
import { watchEventLoop, type LoopDelay } from './loop-delay';
import { since } from './stats';

type Snapshotting = { snapshot?: () => Promise<void> };

/**
 * Forces a snapshot (the rewrite of db.json from memory) when the app's database offers one, and
 * reports how long it took, how far it held up the event loop and the garbage collector's longest
 * pauses meanwhile (a major collection of a large heap can be the stall); null when there is none.
 */
export async function forceSnapshot(
  created: unknown,
): Promise<{ ms: number; loop: LoopDelay; gc: GcPauses } | null> {
  const snapshot = (created as Snapshotting | undefined)?.snapshot;
  if (!snapshot) return null;
  const gc = watchGc();
  const loop = await watchEventLoop();
  const started = performance.now();
  await snapshot();
  const ms = since(started);
  const delay = loop.stop();
  return { ms, loop: delay, gc: await gc.stop() };
}
