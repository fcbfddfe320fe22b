import fs from 'node:fs/promises';
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
  try {
    const dirHandle = await fs.open(dir, 'r');
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
  } catch {
    /* some file systems refuse fsync on folders; the rename is still atomic */
  }
}
