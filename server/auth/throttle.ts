/**
 * Counts failures per key in a sliding window. Async because on PostgreSQL the count lives in
 * the database, so every app server sees the same failures (server/db/postgres/repos/throttles.ts);
 * `blockedFor` answers how many seconds are left when blocked.
 */
interface Throttle {
  blockedFor(key: string): Promise<number>;
  /** Failures within the window. */
  count(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** What a throttle is made of: its name (one store may hold several), limit and window. */
export interface ThrottleSpec {
  name: string;
  maxFailures: number;
  windowMs: number;
}

/** Makes a store's throttle; the clock is the app's, so tests control time on either store. */
export type MakeThrottle = (spec: ThrottleSpec, now: () => Date) => Throttle;

/** Seconds left until the oldest of the last `max` failures leaves the window (0: not blocked). */
export function secondsBlocked(times: readonly number[], spec: ThrottleSpec, nowMs: number): number {
  if (times.length < spec.maxFailures) return 0;
  const oldest = [...times].sort((a, b) => a - b)[times.length - spec.maxFailures];
  return Math.max(1, Math.ceil((oldest + spec.windowMs - nowMs) / 1000));
}

/** In memory: a restart forgives, which is fine for the embedded store's single process. */
export const memoryThrottle: MakeThrottle = (spec, now) => {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const since = now().getTime() - spec.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    blockedFor: async (key) => secondsBlocked(recent(key), spec, now().getTime()),
    count: async (key) => recent(key).length,
    async fail(key) {
      failures.set(key, [...recent(key), now().getTime()]);
    },
    async reset(key) {
      failures.delete(key);
    },
  };
};
