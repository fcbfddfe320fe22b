/** A turn held longer than this is logged when another one has to wait for it. */
const STUCK_MS = 10_000;

/**
 * The embedded store's write lock: one transaction at a time, the others wait in arrival order
 * (FIFO). A synchronous transaction function runs and commits without ever holding the lock past
 * its own call, so it costs nothing more than a flag check; an async one holds it from its call
 * until its promise settles and its changes are applied, then the next waiting turn starts.
 *
 * No AsyncLocalStorage: entering one per transaction made every later promise of the process
 * pay for context propagation (docs/storage.md "Writing"). A transaction that calls
 * `ctx.transaction` from inside its own async part would wait for itself; it is refused when
 * made in the synchronous part, and otherwise logged here once its turn has blocked others.
 */
export class WriteTurns {
  private held = false;
  private readonly waiting: Array<() => void> = [];
  private heldSince = 0;
  private warned = false;

  constructor(private readonly log: (msg: string) => void) {}

  /** Runs `start` now when no turn is held or waiting, else after every earlier turn has ended. */
  enter(start: () => void): void {
    if (!this.held && !this.waiting.length) {
      start();
      return;
    }
    this.waiting.push(start);
    if (this.held && !this.warned && Date.now() - this.heldSince > STUCK_MS) {
      this.warned = true;
      this.log(
        `crms: a write turn has been held for ${Math.round((Date.now() - this.heldSince) / 1000)} s with ` +
          `${this.waiting.length} waiting (a transaction awaiting something slow, or calling ctx.transaction inside itself)`,
      );
    }
  }

  /** The turn `start` began continues after `start` returned (its function is async). */
  hold(): void {
    this.held = true;
    this.heldSince = Date.now();
    this.warned = false;
  }

  /** The held turn ended: the waiting ones start, in order, until one holds the lock again. */
  release(): void {
    this.held = false;
    while (!this.held && this.waiting.length) this.waiting.shift()!();
  }

  /** Resolves once no turn is held or waiting. */
  async drained(): Promise<void> {
    while (this.held || this.waiting.length) await new Promise((r) => setImmediate(r));
  }
}
