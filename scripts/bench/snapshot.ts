import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';
import { watchEventLoop, type LoopDelay } from './loop-delay';
import { since } from './stats';

type Snapshotting = { db?: { snapshot?: () => Promise<void> } };

export interface GcPauses {
  /** Longest major (mark-compact) collection pause in the window, 0 when none ran. */
  majorMaxMs: number;
  majorCount: number;
  /** Longest minor (scavenge) pause in the window. */
  minorMaxMs: number;
}

const gcKind = (entry: PerformanceEntry) =>
  (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;

/**
 * Forces a snapshot (the rewrite of db.json from memory) when the app's database offers one, and
 * reports how long it took, how far it held up the event loop and the garbage collector's longest
 * pauses meanwhile (a major collection of a large heap can be the stall); null when there is none.
 */
export async function forceSnapshot(
  created: unknown,
): Promise<{ ms: number; loop: LoopDelay; gc: GcPauses } | null> {
  const db = (created as Snapshotting).db;
  if (typeof db?.snapshot !== 'function') return null;
  const gc: GcPauses = { majorMaxMs: 0, majorCount: 0, minorMaxMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (gcKind(entry) === constants.NODE_PERFORMANCE_GC_MAJOR) {
        gc.majorCount++;
        gc.majorMaxMs = Math.max(gc.majorMaxMs, entry.duration);
      } else if (gcKind(entry) === constants.NODE_PERFORMANCE_GC_MINOR)
        gc.minorMaxMs = Math.max(gc.minorMaxMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const loop = await watchEventLoop();
  const started = performance.now();
  await db.snapshot();
  const ms = since(started);
  const delay = loop.stop();
  // Entries are delivered asynchronously: let the last ones arrive.
  await new Promise((resolve) => setTimeout(resolve, 20));
  observer.disconnect();
  return { ms, loop: delay, gc };
}
