import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileKind } from './file-types';
import { extensionOf } from './file-types';

/** A stored upload as the data model records it (docs/data-model.md FileRef). */
export interface FileRef {
  file_name: string;
  original_name: string;
  mime: string;
  size: number;
}

// Server-generated names only: 32 hex characters plus a short extension. Anything else (slashes,
// dots, "..", encoded separators) is refused before touching the file system.
const STORED_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.[a-z0-9]{1,5}$/;

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
// The original names live beside the files, in a folder no download name can reach (it has no dot).
const metaDir = (dataDir: string) => path.join(uploadsDir(dataDir), '.meta');

const isStoredName = (name: unknown): name is string => typeof name === 'string' && STORED_NAME_RE.test(name);

/** Absolute path of a stored upload, or undefined for a name that is not ours or is missing. */
export function storedPath(dataDir: string, name: unknown): string | undefined {
  if (!isStoredName(name)) return undefined;
  const dir = uploadsDir(dataDir);
  const full = path.join(dir, name);
  if (path.dirname(full) !== dir) return undefined;
  return fs.existsSync(full) && fs.statSync(full).isFile() ? full : undefined;
}

export const uploadExists = (dataDir: string, name: unknown) => storedPath(dataDir, name) !== undefined;

/** Writes the bytes under a random name (keeping the real extension) and remembers the original name. */
export function saveUpload(
  dataDir: string,
  originalName: string,
  bytes: Buffer,
  kind: FileKind,
  uploadedBy: number | null = null,
): FileRef {
  const ext = extensionOf(originalName) || kind.ext[0];
  const file_name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  fs.mkdirSync(metaDir(dataDir), { recursive: true });
  const ref: FileRef = {
    file_name,
    original_name: safeOriginalName(originalName),
    mime: kind.mime,
    size: bytes.length,
  };
  // Meta first, then the file: a name a record can point at always has both, on disk for good.
  // The uploader is kept beside the file: until a record holds it, only they may download it.
  const meta = { ...ref, uploaded_by: uploadedBy };
  writeDurably(path.join(metaDir(dataDir), `${file_name}.json`), Buffer.from(JSON.stringify(meta)));
  writeDurably(path.join(uploadsDir(dataDir), file_name), bytes);
  return ref;
}

/**
 * Writes under a temp name (TEMP_PREFIX), fsyncs and renames, so a crash never leaves a partial
 * file under a real name; `removeInterruptedUploads` clears the temp files at start-up.
 */
function writeDurably(target: string, bytes: Buffer): void {
  const tmp = path.join(path.dirname(target), `${TEMP_PREFIX}${crypto.randomBytes(8).toString('hex')}`);
  const fd = fs.openSync(tmp, 'wx', 0o600);
  try {
    for (let off = 0; off < bytes.length;) off += fs.writeSync(fd, bytes, off, bytes.length - off);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, target);
}

const TEMP_PREFIX = '.partial-';

/** Start-up: temp files of uploads that a crash interrupted are removed. */
export function removeInterruptedUploads(dataDir: string): number {
  let removed = 0;
  for (const dir of [uploadsDir(dataDir), metaDir(dataDir)]) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir))
      if (name.startsWith(TEMP_PREFIX)) {
        fs.rmSync(path.join(dir, name), { force: true });
        removed++;
      }
  }
  return removed;
}

/** What we know of a stored upload (original name and type), when it was uploaded through us. */
export function readMeta(
  dataDir: string,
  name: string,
): (FileRef & { uploaded_by?: number | null }) | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(metaDir(dataDir), `${name}.json`), 'utf8')) as FileRef & {
      uploaded_by?: number | null;
    };
  } catch {
    return undefined;
  }
}

/** Only the base name, without control characters, kept short: it ends up in a header. */
function safeOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').slice(0, 200) || 'file';
}

/** Deletes a stored upload and its meta (a replaced logo); a missing or foreign name is ignored. */
export function removeUpload(dataDir: string, name: unknown): void {
  if (!isStoredName(name)) return;
  fs.rmSync(path.join(uploadsDir(dataDir), name), { force: true });
  fs.rmSync(path.join(metaDir(dataDir), `${name}.json`), { force: true });
}
