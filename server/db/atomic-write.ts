import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import path from 'node:path';

/**
 * Write `content` so that `file` is always either the old or the new complete version: write a
 * temp file in the same folder, fsync it, rename it over the target (atomic on POSIX), then fsync
 * the folder so the rename itself survives a power loss.
 */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const handle = await fs.open(tmp, 'w', 0o600);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
  syncFolder(dir);
}

/** The same, synchronously: for start-up and CLI scripts that run before the server serves. */
export function writeFileAtomicSync(file: string, content: string | Buffer): void {
  const dir = path.dirname(file);
  fsSync.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const fd = fsSync.openSync(tmp, 'w');
  try {
    const buf = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    for (let off = 0; off < buf.length;) off += fsSync.writeSync(fd, buf, off, buf.length - off);
    fsSync.fsyncSync(fd);
  } finally {
    fsSync.closeSync(fd);
  }
  try {
    fsSync.renameSync(tmp, file);
  } catch (err) {
    fsSync.rmSync(tmp, { force: true });
    throw err;
  }
  syncFolder(dir);
}

/** Makes a rename in `dir` durable. Some file systems refuse fsync on folders; the rename is still atomic. */
export function syncFolder(dir: string): void {
  try {
    const dfd = fsSync.openSync(dir, 'r');
    try {
      fsSync.fsyncSync(dfd);
    } finally {
      fsSync.closeSync(dfd);
    }
  } catch {
    /* see above */
  }
}
