import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';

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
 * Starts recording the garbage collector's pauses in this process (the app's): a major collection
 * of the ~1.3 GB heap at 100k leads can be an event-loop stall on its own.
 */
export function watchGc(): { stop(): Promise<GcPauses> } {
  const pauses: GcPauses = { majorMaxMs: 0, majorCount: 0, minorMaxMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (gcKind(entry) === constants.NODE_PERFORMANCE_GC_MAJOR) {
        pauses.majorCount++;
        pauses.majorMaxMs = Math.max(pauses.majorMaxMs, entry.duration);
      } else if (gcKind(entry) === constants.NODE_PERFORMANCE_GC_MINOR)
        pauses.minorMaxMs = Math.max(pauses.minorMaxMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    async stop() {
      // Entries are delivered asynchronously: let the last ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 20));
      observer.disconnect();
      return pauses;
    },
  };
}

export const fmtGc = (gc: GcPauses, fmtMs: (ms: number) => string): string =>
  `${fmtMs(gc.majorMaxMs)} (${gc.majorCount}) / ${fmtMs(gc.minorMaxMs)}`;
