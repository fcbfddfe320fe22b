/** Latency summaries of the benchmark (milliseconds, client side). */
export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summarize(times: readonly number[]): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}

/** Milliseconds since `started` (a performance.now() reading). */
export const since = (started: number): number => performance.now() - started;

export const fmtMs = (v: number): string => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
export const fmtPair = (a: number, b: number): string => `${fmtMs(a)} / ${fmtMs(b)}`;
export const fmtMb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;
