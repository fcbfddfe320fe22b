/**
 * A minimal FIFO async mutex. Every mutating request runs inside it, so a handler that reads,
 * awaits (scrypt, disk) and then writes can never interleave with another writer.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => {
      let done = false;
      return () => {
        if (done) return;
        done = true;
        release();
      };
    });
    this.tail = this.tail.then(() => next);
    return ready;
  }

  async run<T>(fn: () => Promise<T> | T): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
