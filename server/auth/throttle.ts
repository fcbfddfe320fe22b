/**
 * Counts failures per key in a sliding window (in memory: a restart forgives, which is fine for
 * a single-process internal tool). `blockedFor` answers how many seconds are left when blocked.
 */
export class Throttle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  private recent(key: string): number[] {
    const since = this.now().getTime() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  blockedFor(key: string): number {
    const list = this.recent(key);
    if (list.length < this.maxFailures) return 0;
    const oldest = list[list.length - this.maxFailures];
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now().getTime()) / 1000));
  }

  /** Failures within the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now().getTime());
    this.failures.set(key, list);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
