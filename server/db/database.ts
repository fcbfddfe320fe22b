import fs from 'node:fs';
import path from 'node:path';
import { Collection } from './collection';
import type { Index } from './indexes';
import { Journal, type JournalIo } from './journal';
import { loadDatabase } from './load';
import type { Row } from './row';
import { installSnapshot, writeSnapshotFile, type SnapshotContent } from './snapshot';
import { Transaction, type Change, type Reader } from './transaction';
import { WriteTurns } from './write-turns';
import { openTx, runMarked } from './open-transaction';

export interface DatabaseOptions {
  /** The snapshot, DATA_DIR/db.json. */
  file: string;
  /** Default: db.journal beside the snapshot. */
  journalFile?: string;
  /** Journal size that triggers a background snapshot (default 8 MB). */
  snapshotBytes?: number;
  journalIo?: JournalIo;
  log?: (msg: string) => void;
}

/** The journal could not be written: the change was rolled back and nothing was acknowledged. */
export class StorageUnavailable extends Error {
  constructor(readonly cause: unknown) {
    super('The data could not be saved (storage is unavailable). Please try again shortly.');
  }
}

interface Pending {
  seq: number;
  undo: Array<[Collection, number, Row | undefined]>;
  done: Promise<unknown>;
}

const isThenable = (v: unknown): boolean =>
  !!v &&
  (typeof v === 'object' || typeof v === 'function') &&
  typeof (v as { then?: unknown }).then === 'function';

/**
 * The live database: committed rows in memory, every committed transaction appended to a journal
 * before it is acknowledged, and db.json rewritten from memory in the background when the journal
 * grows (see docs/storage.md).
 *
 * A transaction is a function over a draft, sync or async; one runs at a time, in arrival order
 * (server/db/write-turns.ts).
 */
/** A pause in writes this long lets a due background snapshot start. */
const QUIET_MS = 100;
/** A journal this many times past its limit is snapshotted without waiting for a pause. */
const FORCE_FACTOR = 8;

export class Database implements Reader {
  readonly file: string;
  private readonly collections: Map<string, Collection>;
  private readonly extras: Array<[string, unknown]>;
  private readonly journal: Journal;
  private readonly snapshotBytes: number;
  private readonly log: (msg: string) => void;
  private lastSeq: number;
  private inflight: Pending[] = [];
  /** Bumped on every rollback, so a snapshot that captured rolled-back changes is thrown away. */
  private epoch = 0;
  /** True while a transaction function's synchronous part runs (a nested call is refused). */
  private inTransaction = false;
  private readonly turns: WriteTurns;
  private snapshotting: Promise<void> | null = null;
  private closed = false;
  /** Set when a failed commit could not be taken back: memory may differ from the journal. */
  private broken: unknown = null;
  /** When the last change was committed (wall clock), for the quiet-moment rule below. */
  private lastCommitAt = 0;
  private snapshotTimer: NodeJS.Timeout | null = null;

  private constructor(opts: DatabaseOptions) {
    this.file = opts.file;
    this.log = opts.log ?? (() => undefined);
    this.snapshotBytes = opts.snapshotBytes ?? 8 * 1024 * 1024;
    this.turns = new WriteTurns(this.log);
    const journalFile = opts.journalFile ?? path.join(path.dirname(opts.file), 'db.journal');
    const loaded = loadDatabase(opts.file, journalFile, this.log);
    this.collections = loaded.collections;
    this.extras = loaded.extras;
    this.lastSeq = loaded.lastSeq;
    this.journal = Journal.open(journalFile, loaded.journalSize, loaded.lastSeq, opts.journalIo);
  }

  static open(opts: DatabaseOptions): Database {
    return new Database(opts);
  }

  get(collection: string, id: number): Row | undefined {
    return this.collections.get(collection)?.rows.get(id);
  }

  rows(collection: string): readonly Row[] {
    return this.collections.get(collection)?.array() ?? [];
  }

  /** The first `limit` committed rows by id (ids only grow, so insertion order), without copying the rest. */
  firstRows(collection: string, limit: number): Row[] {
    const out: Row[] = [];
    if (limit <= 0) return out;
    for (const row of this.collections.get(collection)?.rows.values() ?? []) {
      out.push(row);
      if (out.length >= limit) break;
    }
    return out;
  }

  count(collection: string): number {
    return this.collections.get(collection)?.rows.size ?? 0;
  }

  /** A top-level value of db.json that is not a collection (read-only). */
  extra(name: string): unknown {
    return this.extras.find(([n]) => n === name)?.[1];
  }

  defineIndex(collection: string, name: string, index: Index): void {
    this.collection(collection).addIndex(name, index);
  }

  hasIndex(collection: string, name: string): boolean {
    return this.collection(collection).hasIndex(name);
  }

  index<I extends Index>(collection: string, name: string): I {
    return this.collection(collection).index<I>(name);
  }

  /**
   * Runs `fn` on a draft and commits its changes as one journal record. Resolves with fn's result
   * once the record is durable; rejects with fn's error or rejection (nothing changed) or
   * StorageUnavailable (the change was rolled back). One transaction runs at a time, in arrival
   * order (server/db/write-turns.ts); an async `fn` holds the turn until it settles, so it must
   * await only its own reads and writes, never a client, a hash or an upload.
   */
  transaction<T>(fn: (tx: Transaction) => T | PromiseLike<T>): Promise<T> {
    if (this.inTransaction || openTx())
      return Promise.reject(new Error('transactions do not nest: use the tx you were given'));
    if (this.closed) return Promise.reject(new StorageUnavailable(new Error('database closed')));
    return new Promise<T>((resolve, reject) => this.turns.enter(() => this.runTurn(fn, resolve, reject)));
  }

  private runTurn<T>(
    fn: (tx: Transaction) => T | PromiseLike<T>,
    resolve: (value: T) => void,
    reject: (err: unknown) => void,
  ): void {
    const tx = new Transaction(this, (name) => this.collection(name));
    const epoch = this.epoch;
    let result: T | PromiseLike<T>;
    this.inTransaction = true;
    try {
      result = runMarked(tx, () => fn(tx));
    } catch (err) {
      tx.end();
      reject(err);
      return;
    } finally {
      this.inTransaction = false;
    }
    if (!isThenable(result)) {
      this.settle(tx, epoch, result as T, resolve, reject);
      return;
    }
    this.turns.hold();
    (result as PromiseLike<T>).then(
      (value) => {
        try {
          this.settle(tx, epoch, value, resolve, reject);
        } finally {
          this.turns.release();
        }
      },
      (err: unknown) => {
        tx.end();
        reject(err);
        this.turns.release();
      },
    );
  }

  /** Commits a finished draft (its changes are in memory when this returns) and answers. */
  private settle<T>(
    tx: Transaction,
    epoch: number,
    value: T,
    resolve: (value: T) => void,
    reject: (err: unknown) => void,
  ): void {
    const changes = tx.end();
    if (!changes.length) resolve(value);
    else if (this.broken) reject(new StorageUnavailable(this.broken));
    else if (this.epoch !== epoch)
      // A failed journal write took back changes this draft may have read while it awaited.
      reject(new StorageUnavailable(new Error('changes it read were rolled back')));
    else this.commit(changes).then(() => resolve(value), reject);
  }

  /** Writes db.json from memory and empties the journal of what it now holds. */
  snapshot(): Promise<void> {
    this.snapshotting ??= this.takeSnapshot().finally(() => {
      this.snapshotting = null;
    });
    return this.snapshotting;
  }

  /** Waits for pending writes, writes a final snapshot and closes the journal. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.snapshotTimer) clearTimeout(this.snapshotTimer);
    await this.turns.drained();
    await this.journal.idle();
    await Promise.allSettled(this.inflight.map((p) => p.done));
    await this.snapshotting?.catch(() => undefined);
    try {
      await this.takeSnapshot();
    } catch (err) {
      this.log(
        `crms: final snapshot failed (${(err as Error).message}); the journal still holds every change.`,
      );
    }
    this.journal.close();
  }

  private collection(name: string): Collection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new Collection(name);
      this.collections.set(name, collection);
    }
    return collection;
  }

  /**
   * Once the journal passes its limit, a background snapshot starts at the next pause in writes
   * (QUIET_MS without a commit), or at once when the journal has grown FORCE_FACTOR times past
   * the limit. Serialising the whole database costs seconds of CPU at 100k leads: taken in the
   * middle of a burst of writes it halved their throughput (docs/storage.md "Snapshots").
   */
  private snapshotWhenQuiet(): void {
    if (this.closed || this.snapshotting || this.journal.size < this.snapshotBytes) return;
    if (this.journal.size >= FORCE_FACTOR * this.snapshotBytes) {
      void this.backgroundSnapshot();
      return;
    }
    if (this.snapshotTimer) return;
    this.snapshotTimer = setTimeout(() => {
      this.snapshotTimer = null;
      if (Date.now() - this.lastCommitAt >= QUIET_MS) void this.backgroundSnapshot();
      else this.snapshotWhenQuiet();
    }, QUIET_MS);
    this.snapshotTimer.unref();
  }

  private commit(changes: Change[]): Promise<void> {
    this.lastCommitAt = Date.now();
    const seq = ++this.lastSeq;
    const undo: Pending['undo'] = [];
    const ops: string[] = [];
    try {
      for (const change of changes) {
        const collection = this.collection(change.collection);
        undo.push([collection, change.id, collection.rows.get(change.id)]);
        const name = JSON.stringify(change.collection);
        if (change.row) {
          collection.put(change.row);
          ops.push(`{"c":${name},"op":"put","id":${change.id},"doc":${change.json}}`);
        } else {
          collection.delete(change.id);
          ops.push(`{"c":${name},"op":"del","id":${change.id}}`);
        }
      }
    } catch (err) {
      // An index refused a row (a bug): nothing was journalled, so memory goes back as it was.
      this.undoApplied(undo, err);
      return Promise.reject(err);
    }
    const pending: Pending = { seq, undo, done: Promise.resolve() };
    this.inflight.push(pending);
    pending.done = this.journal.append(`{"seq":${seq},"ops":[${ops.join(',')}]}\n`, seq).then(
      () => {
        this.inflight = this.inflight.filter((p) => p !== pending);
        this.snapshotWhenQuiet();
      },
      (err: unknown) => {
        this.rollbackInflight();
        this.log(`crms: journal write failed (${(err as Error).message}); the change was not saved.`);
        throw new StorageUnavailable(err);
      },
    );
    return pending.done as Promise<void>;
  }

  /**
   * Takes back a transaction whose changes were only partly applied. If even that fails, memory
   * may no longer match the journal: writes are refused from then on (503), so nothing built on it
   * is saved; a restart replays the journal into a consistent state.
   */
  private undoApplied(undo: Pending['undo'], cause: unknown): void {
    // The rows go back directly and the touched collections' indexes are rebuilt from them: undoing
    // through the indexes would ask the index that just refused the row to remove it again.
    const touched = new Set(undo.map(([collection]) => collection));
    for (const [collection, id, before] of undo.reverse()) collection.restore(id, before);
    try {
      for (const collection of touched) {
        collection.reorderById();
        collection.rebuildIndexes();
      }
    } catch (err) {
      this.broken = err;
      this.log(
        `crms: a change could not be applied (${(cause as Error).message}) nor taken back ` +
          `(${(err as Error).message}); writes are refused until the server restarts.`,
      );
    }
  }

  /** Undoes every change not yet durable, newest first: later ones may build on earlier ones. */
  private rollbackInflight(): void {
    if (!this.inflight.length) return;
    this.epoch++;
    const restored = new Set<Collection>();
    for (const pending of this.inflight.reverse())
      for (const [collection, id, before] of pending.undo.reverse()) {
        if (before) {
          if (!collection.rows.has(id)) restored.add(collection);
          collection.put(before);
        } else collection.delete(id);
      }
    for (const collection of restored) collection.reorderById();
    this.inflight = [];
  }

  private async backgroundSnapshot(): Promise<void> {
    try {
      await this.snapshot();
    } catch (err) {
      this.log(
        `crms: background snapshot failed (${(err as Error).message}); the journal keeps every change.`,
      );
    }
  }

  private async takeSnapshot(): Promise<void> {
    // Memory may differ from the journal (a change half applied): never write it over db.json.
    if (this.broken) throw new StorageUnavailable(this.broken);
    const seq = this.lastSeq;
    const epoch = this.epoch;
    const content: SnapshotContent = {
      meta: { journal_seq: seq, sequences: {} },
      collections: [],
      extras: this.extras,
    };
    for (const [name, collection] of this.collections) {
      content.meta.sequences[name] = collection.seq;
      // The cached array when the collection has not changed since it was last read: no copy.
      content.collections.push([name, collection.array()]);
    }
    const tmp = await writeSnapshotFile(this.file, content);
    // The snapshot may hold changes that are not durable yet: install it only once they are.
    await Promise.allSettled(this.inflight.filter((p) => p.seq <= seq).map((p) => p.done));
    if (this.epoch !== epoch) {
      fs.rmSync(tmp, { force: true });
      return;
    }
    await installSnapshot(tmp, this.file);
    await this.journal.dropThrough(seq);
  }
}
