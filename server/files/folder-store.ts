import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { syncFolder } from '../db/atomic-write';
import { isStoreName, type FileInfo, type FileStore } from './store';

/** Temp files of writes in progress; a name `isStoreName` accepts never starts with a dot. */
const TEMP_PREFIX = '.partial-';

/**
 * The folder driver: each file under its name in `dir`, its info in `dir/.meta/<name>.json` (a
 * folder no stored name can reach: it has no extension). The layout is the one uploads always had,
 * so existing data folders read as they are. Opening removes the temp files of writes a crash
 * interrupted; `removed` says how many.
 */
export function openFolderStore(dir: string): FileStore & { removed: number } {
  const metaDir = path.join(dir, '.meta');
  fs.mkdirSync(metaDir, { recursive: true });
  const removed = removeTemps(dir) + removeTemps(metaDir);
  const metaFile = (name: string) => path.join(metaDir, `${name}.json`);

  const readInfo = async (name: string): Promise<Partial<FileInfo>> => {
    try {
      return JSON.parse(await fsp.readFile(metaFile(name), 'utf8')) as Partial<FileInfo>;
    } catch {
      return {};
    }
  };

  return {
    removed,
    async put(name, data, info) {
      if (!isStoreName(name)) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
      // Info first, then the file, each synced with its folder: a name a record can point at
      // always has both. The info keeps the shape earlier versions wrote (file_name, size too).
      const size = Buffer.isBuffer(data) ? data.length : undefined;
      await writeDurably(metaFile(name), Buffer.from(JSON.stringify({ file_name: name, ...info, size })));
      try {
        await writeDurably(path.join(dir, name), data);
      } catch (err) {
        await fsp.rm(metaFile(name), { force: true });
        throw err;
      }
    },

    async read(name) {
      if (!isStoreName(name)) return undefined;
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(path.join(dir, name), 'r');
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return undefined;
        }
        return { body: handle.createReadStream(), size: stat.size, info: await readInfo(name) };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async exists(name) {
      if (!isStoreName(name)) return false;
      try {
        return (await fsp.stat(path.join(dir, name))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async delete(name) {
      if (!isStoreName(name)) return;
      await fsp.rm(path.join(dir, name), { force: true });
      await fsp.rm(metaFile(name), { force: true });
    },
  };
}

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * Writes under a temp name, fsyncs, renames and syncs the folder (as server/db/atomic-write.ts
 * does), so a crash never leaves a partial file under a real name nor loses an acknowledged one.
 */
async function writeDurably(target: string, data: Buffer | Readable): Promise<void> {
  const tmp = path.join(path.dirname(target), `${TEMP_PREFIX}${crypto.randomBytes(8).toString('hex')}`);
  const handle = await fsp.open(tmp, 'wx', 0o600);
  try {
    await fsp.writeFile(handle, data);
    await handle.sync();
    await handle.close();
    await fsp.rename(tmp, target);
  } catch (err) {
    await handle.close().catch(() => undefined);
    await fsp.rm(tmp, { force: true });
    throw err;
  }
  syncFolder(path.dirname(target));
}

function removeTemps(dir: string): number {
  let removed = 0;
  for (const name of fs.readdirSync(dir))
    if (name.startsWith(TEMP_PREFIX)) {
      fs.rmSync(path.join(dir, name), { force: true });
      removed++;
    }
  return removed;
}
