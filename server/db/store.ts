import fs from 'node:fs';
import { writeFileAtomic } from './atomic-write';
import { Mutex } from './mutex';

// Rows are untyped JSON documents; each route narrows what it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DbState = Record<string, any>;

/**
 * The live database: one in-memory object (shared with json-server's lowdb router), persisted to
 * DATA_DIR/db.json. All writers hold `lock`; `flush()` resolves only once the state as of the
 * call is durably on disk. Consecutive flush requests coalesce into one write.
 */
export class Store {
  readonly lock = new Mutex();
  private writing: Promise<void> | null = null;
  private pending: { promise: Promise<void>; resolve: () => void; reject: (e: unknown) => void } | null =
    null;

  constructor(
    readonly file: string,
    readonly data: DbState,
  ) {}

  static load(file: string): Store {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as DbState;
    return new Store(file, data);
  }

  /** The array of a collection, created empty when missing so writers never see undefined. */
  list(name: string): Row[] {
    if (!Array.isArray(this.data[name])) this.data[name] = [];
    return this.data[name] as Row[];
  }

  find(name: string, id: number): Row | undefined {
    return this.list(name).find((r) => r.id === id);
  }

  nextId(name: string): number {
    return this.list(name).reduce((max, r) => (typeof r.id === 'number' && r.id > max ? r.id : max), 0) + 1;
  }

  insert(name: string, row: Row): Row {
    const record = { ...row, id: this.nextId(name) };
    this.list(name).push(record);
    return record;
  }

  remove(name: string, id: number): boolean {
    const rows = this.list(name);
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) return false;
    rows.splice(index, 1);
    return true;
  }

  flush(): Promise<void> {
    if (!this.pending) {
      let resolve!: () => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      this.pending = { promise, resolve, reject };
      if (!this.writing) void this.drain();
      return promise;
    }
    return this.pending.promise;
  }

  /** Waits for any write in progress (used on close). */
  async idle(): Promise<void> {
    while (this.writing || this.pending)
      await (this.writing ?? this.pending?.promise)?.catch(() => undefined);
  }

  private async drain(): Promise<void> {
    while (this.pending) {
      const batch = this.pending;
      this.pending = null;
      // Serialize synchronously: the snapshot is taken now, so later mutations go to the next batch.
      const content = JSON.stringify(this.data);
      this.writing = writeFileAtomic(this.file, content);
      try {
        await this.writing;
        batch.resolve();
      } catch (err) {
        batch.reject(err);
      } finally {
        this.writing = null;
      }
    }
  }
}
