import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { syncFolder } from './atomic-write';
import type { Row } from './row';

/** What a snapshot holds: rows captured by reference (they are frozen, so they cannot change). */
export interface SnapshotContent {
  meta: SnapshotMeta;
  collections: Array<[name: string, rows: readonly Row[]]>;
  /** Top-level values that are not collections (kept as they were loaded). */
  extras: Array<[name: string, value: unknown]>;
}

export interface SnapshotMeta {
  /** The last journal record whose changes this snapshot contains. */
  journal_seq: number;
  /** Highest id ever given per collection, so deleted ids are never handed out again. */
  sequences: Record<string, number>;
}

export const META_KEY = '_meta';
const SLICE_MS = 8;
/**
 * When requests ran while a slice yielded, the server is busy: the next slice waits until they
 * have had this many slices' worth of time, so a snapshot takes at most a tenth of a busy main
 * thread (it took half, and 20 concurrent writers ran at half speed while one was written) and
 * finishes later instead; an idle server gets it at full speed. The journal holds every change
 * meanwhile.
 */
const BUSY_BACKOFF_SLICES = 9;
/** A yield that came back later than this saw requests being handled. */
const BUSY_GAP_MS = 1;
// Small chunks: short-lived strings stay in the young generation, so writing a large snapshot does
// not fill the old generation and trigger long major collections.
const CHUNK_BYTES = 64 * 1024;

/**
 * Writes `content` as plain db.json (json-server can read it) into a temp file beside `file`,
 * serialising row by row and yielding to the event loop every few milliseconds, so a snapshot of
 * a large database never stalls requests, and backing off while requests keep coming. Returns the temp file; `install` renames it in place.
 */
export async function writeSnapshotFile(file: string, content: SnapshotContent): Promise<string> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const handle = await fsp.open(tmp, 'w', 0o600);
  try {
    let chunk = `{${JSON.stringify(META_KEY)}:${JSON.stringify(content.meta)}`;
    let sliceStart = Date.now();
    const pause = async () => {
      if (chunk.length >= CHUNK_BYTES) {
        await handle.write(chunk);
        chunk = '';
      }
      if (Date.now() - sliceStart >= SLICE_MS) {
        const yielded = Date.now();
        await new Promise((resolve) => setImmediate(resolve));
        if (Date.now() - yielded >= BUSY_GAP_MS) {
          const until = yielded + BUSY_BACKOFF_SLICES * SLICE_MS;
          for (let left = until - Date.now(); left > 0; left = until - Date.now())
            await new Promise((resolve) => setTimeout(resolve, left));
        }
        sliceStart = Date.now();
      }
    };
    for (const [name, rows] of content.collections) {
      chunk += `,\n${JSON.stringify(name)}:[`;
      for (let i = 0; i < rows.length; i++) {
        chunk += (i ? ',\n' : '\n') + JSON.stringify(rows[i]);
        if ((i & 255) === 255) await pause();
      }
      chunk += ']';
      await pause();
    }
    for (const [name, value] of content.extras)
      chunk += `,\n${JSON.stringify(name)}:${JSON.stringify(value)}`;
    chunk += '\n}\n';
    await handle.write(chunk);
    await handle.sync();
  } catch (err) {
    await handle.close().catch(() => undefined);
    await fsp.rm(tmp, { force: true });
    throw err;
  }
  await handle.close();
  return tmp;
}

export async function installSnapshot(tmp: string, file: string): Promise<void> {
  await fsp.rename(tmp, file);
  syncFolder(path.dirname(file));
}

/** Start-up: temp files of a snapshot or journal rewrite that a crash interrupted are removed. */
export function removeStaleTemps(file: string): void {
  const dir = path.dirname(file);
  const prefixes = [`.${path.basename(file)}.`, '.db.journal.'];
  for (const name of fs.readdirSync(dir))
    if (name.endsWith('.tmp') && prefixes.some((prefix) => name.startsWith(prefix)))
      fs.rmSync(path.join(dir, name), { force: true });
}
