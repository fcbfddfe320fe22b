import fs from 'node:fs';
import { copyJournalTail } from './journal-tail';

/** The file operations the journal needs; tests swap in failing ones (disk full, EACCES). */
export interface JournalIo {
  write(fd: number, data: Buffer, position: number): Promise<void>;
  sync(fd: number): Promise<void>;
  truncate(fd: number, length: number): Promise<void>;
}

export const realJournalIo: JournalIo = {
  async write(fd, data, position) {
    for (let done = 0; done < data.length;) {
      const { bytesWritten } = await writeAt(fd, data, done, position + done);
      done += bytesWritten;
    }
  },
  sync: (fd) => new Promise((resolve, reject) => fs.fdatasync(fd, (err) => (err ? reject(err) : resolve()))),
  truncate: (fd, length) =>
    new Promise((resolve, reject) => fs.ftruncate(fd, length, (err) => (err ? reject(err) : resolve()))),
};

function writeAt(fd: number, data: Buffer, offset: number, position: number) {
  return new Promise<{ bytesWritten: number }>((resolve, reject) =>
    fs.write(fd, data, offset, data.length - offset, position, (err, bytesWritten) =>
      err ? reject(err) : resolve({ bytesWritten }),
    ),
  );
}

interface Waiter {
  line: string;
  seq: number;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * An append-only file of committed transactions, one JSON line each. Appends made while a write
 * is on its way are written and fsynced together in the next batch (group commit), so many
 * writers share one fdatasync. A line's promise settles once its batch is durable or failed.
 *
 * After a failed batch the file may hold part of it: `size` still ends at the last durable line
 * and the next batch first cuts the file back there, so a torn write never sits mid-file.
 */
export class Journal {
  private queue: Waiter[] = [];
  private running = false;
  private jobs: Array<() => Promise<void>> = [];
  private mustTruncate = false;
  /**
   * Where each durable line starts and its seq (seqs only grow along the file), so cutting the
   * journal after a snapshot finds its first kept byte without reading the file.
   */
  private lineSeqs: number[] = [];
  private lineStarts: number[] = [];

  private constructor(
    readonly file: string,
    private fd: number,
    /** Bytes of the file that are durable, complete lines. */
    public size: number,
    private readonly io: JournalIo,
  ) {}

  /** `lastSeq`: the highest seq among the `size` bytes already in the file (replayed at start-up). */
  static open(file: string, size: number, lastSeq: number, io: JournalIo = realJournalIo): Journal {
    const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
    const journal = new Journal(file, fd, size, io);
    if (size > 0) {
      journal.lineSeqs.push(lastSeq);
      journal.lineStarts.push(0);
    }
    return journal;
  }

  /** Appends one transaction's line; `seq` must be above every seq appended before. */
  append(line: string, seq: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ line, seq, resolve, reject });
      this.kick();
    });
  }

  /** Runs `job` between two batches, with no write in flight (used to rewrite the journal). */
  exclusive(job: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.jobs.push(() => job().then(resolve, reject));
      this.kick();
    });
  }

  /** Resolves when every line appended so far has settled. */
  async idle(): Promise<void> {
    while (this.running || this.queue.length || this.jobs.length) await new Promise((r) => setImmediate(r));
  }

  close(): void {
    fs.closeSync(this.fd);
  }

  /**
   * Drops the lines with seq ≤ `seq` (a snapshot now holds them). The kept tail is copied to a
   * temp file while writes go on; only the bytes appended meanwhile are copied with writes held,
   * then the copy is fsynced and renamed over the journal, so a crash leaves either the old or the
   * new journal, both valid. Reading and filtering the whole journal at once stalled the event
   * loop for hundreds of milliseconds at 64 MB (docs/storage.md "Snapshots").
   */
  async dropThrough(seq: number): Promise<void> {
    const from = this.startAfter(seq);
    if (from === 0) return;
    const tail = await copyJournalTail(
      this.file,
      () => this.fd,
      from,
      () => this.size,
    );
    try {
      await this.exclusive(async () => {
        await tail.finish(this.size);
        fs.closeSync(this.fd);
        this.fd = fs.openSync(this.file, fs.constants.O_RDWR, 0o600);
        this.size -= from;
        this.mustTruncate = false;
        const kept = this.lineStarts.findIndex((start) => start >= from);
        const first = kept < 0 ? this.lineStarts.length : kept;
        this.lineSeqs = this.lineSeqs.slice(first);
        this.lineStarts = this.lineStarts.slice(first).map((start) => start - from);
      });
    } finally {
      await tail.discard();
    }
  }

  /** The first byte of the first durable line with a seq above `seq` (the durable end if none). */
  private startAfter(seq: number): number {
    let lo = 0;
    let hi = this.lineSeqs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lineSeqs[mid] <= seq) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.lineStarts.length ? this.lineStarts[lo] : this.size;
  }

  private kick(): void {
    if (this.running) return;
    this.running = true;
    // setImmediate, not a microtask: every transaction committed in this tick joins the batch.
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length || this.jobs.length) {
        const job = this.jobs.shift();
        if (job) {
          await job();
          continue;
        }
        const batch = this.queue;
        this.queue = [];
        await this.writeBatch(batch);
      }
    } finally {
      this.running = false;
    }
  }

  /** Truncates the file to its last durable line and makes that durable; best effort. */
  private async cutToDurable(): Promise<void> {
    try {
      await this.io.truncate(this.fd, this.size);
      await this.io.sync(this.fd);
      this.mustTruncate = false;
    } catch {
      // The disk is still failing: mustTruncate stays set and the next batch tries again.
    }
  }

  private async writeBatch(batch: Waiter[]): Promise<void> {
    const data = Buffer.from(batch.map((w) => w.line).join(''), 'utf8');
    try {
      if (this.mustTruncate) {
        await this.io.truncate(this.fd, this.size);
        this.mustTruncate = false;
      }
      await this.io.write(this.fd, data, this.size);
      await this.io.sync(this.fd);
      for (const w of batch) {
        this.lineSeqs.push(w.seq);
        this.lineStarts.push(this.size);
        this.size += Buffer.byteLength(w.line);
      }
      for (const w of batch) w.resolve();
    } catch (err) {
      this.mustTruncate = true;
      // Cut the refused bytes off before anyone hears "not saved": complete lines left in the file
      // would be replayed by the next start-up (a crash, or a stop before the next batch), bringing
      // back writes that were answered 503. If the cut fails too, the next batch retries it first,
      // so no write is accepted on top of refused bytes.
      await this.cutToDurable();
      // Later lines may depend on the failed ones (the database rolls them all back): fail them too.
      const rest = this.queue;
      this.queue = [];
      for (const w of [...batch, ...rest]) w.reject(err);
    }
  }
}
