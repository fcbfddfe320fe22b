import fs from 'node:fs';
import path from 'node:path';

/**
 * Serialises a db object with one record per line inside each top-level collection, so the
 * committed seed diffs nicely while staying compact. Non-array values are written inline.
 */
export function serializeDb(db: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(db)) {
    if (Array.isArray(value)) {
      const rows = value.map((row) => '    ' + JSON.stringify(row));
      parts.push(
        rows.length
          ? `  ${JSON.stringify(key)}: [\n${rows.join(',\n')}\n  ]`
          : `  ${JSON.stringify(key)}: []`,
      );
    } else {
      parts.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    }
  }
  return `{\n${parts.join(',\n')}\n}\n`;
}

/** Writes a file atomically: temp file in the same folder, fsync, rename, fsync the folder. */
export function writeFileAtomic(file: string, content: string | Buffer): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const fd = fs.openSync(tmp, 'w');
  try {
    const buf = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    for (let off = 0; off < buf.length;) off += fs.writeSync(fd, buf, off, buf.length - off);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  try {
    const dfd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(dfd);
    } finally {
      fs.closeSync(dfd);
    }
  } catch {
    // Directory fsync is not supported everywhere (e.g. Windows); the rename is still atomic.
  }
}

export function writeDbAtomic(file: string, db: Record<string, unknown>): void {
  writeFileAtomic(file, serializeDb(db));
}
