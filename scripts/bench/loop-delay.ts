import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

export interface LoopDelay {
  maxMs: number;
  p99Ms: number;
  /** Timer ticks observed; 0 means the window was shorter than one tick. */
  samples: number;
}

/**
 * Starts recording how late the event loop runs a 10 ms timer. The values are the histogram's
 * (each includes the 10 ms interval itself, so an idle loop reads ~10 ms). The client (fetch)
 * shares the loop with the app, so they bound from above what the app alone stalls.
 */
export async function watchEventLoop(): Promise<{ stop(): LoopDelay }> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // The first tick only sets the reference time: a stall before it would go unseen.
  await new Promise((resolve) => setTimeout(resolve, 2.5 * RESOLUTION_MS));
  return {
    stop() {
      histogram.disable();
      const samples = histogram.count;
      return {
        maxMs: samples ? histogram.max / 1e6 : 0,
        p99Ms: samples ? histogram.percentile(99) / 1e6 : 0,
        samples,
      };
    },
  };
}
