import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { syncFolder } from './atomic-write';

const CHUNK_BYTES = 256 * 1024;

/** A copy of the journal from a byte on, being made into a temp file beside it. */
export interface JournalTail {
  /** Copies up to `end`, fsyncs the copy and renames it over the journal. */
  finish(end: number): Promise<void>;
  /** Removes the temp file unless `finish` installed it. */
  discard(): Promise<void>;
}

/**
 * Starts the copy of `file` from byte `from`, up to its durable end as `end()` reports it while
 * the copy runs (bytes below the durable end never change; appends go past it). Reads go through
 * the journal's own descriptor (`fd()`) in chunks, so the event loop is never held for long.
 */
export async function copyJournalTail(
  file: string,
  fd: () => number,
  from: number,
  end: () => number,
): Promise<JournalTail> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const out = await fsp.open(tmp, 'w', 0o600);
  let copied = from;
  let written = 0;
  let state: 'copying' | 'installed' | 'closed' = 'copying';
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  const copyTo = async (until: number) => {
    while (copied < until) {
      const n = await readAt(fd(), buffer, Math.min(CHUNK_BYTES, until - copied), copied);
      if (n === 0) throw new Error(`the journal ended at byte ${copied}, before ${until}`);
      await out.write(buffer, 0, n, written);
      copied += n;
      written += n;
    }
  };
  const close = async () => {
    if (state === 'copying') {
      state = 'closed';
      await out.close();
    }
  };
  try {
    // Writes go on meanwhile: catch up a few times, the last bytes are copied with writes held.
    for (let pass = 0; pass < 3 && copied < end(); pass++) await copyTo(end());
  } catch (err) {
    await close().catch(() => undefined);
    await fsp.rm(tmp, { force: true });
    throw err;
  }
  return {
    async finish(until) {
      await copyTo(until);
      await out.sync();
      await close();
      await fsp.rename(tmp, file);
      state = 'installed';
      syncFolder(path.dirname(file));
    },
    async discard() {
      if (state === 'installed') return;
      await close().catch(() => undefined);
      await fsp.rm(tmp, { force: true });
    },
  };
}

function readAt(fd: number, buffer: Buffer, length: number, position: number): Promise<number> {
  return new Promise((resolve, reject) =>
    fs.read(fd, buffer, 0, length, position, (err, bytesRead) => (err ? reject(err) : resolve(bytesRead))),
  );
}
