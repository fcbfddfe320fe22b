import fs from 'node:fs';

const CHUNK = 4 * 1024 * 1024;
const KEY_LINE = /^("(?:[^"\\]|\\.)*")\s*:\s*(.*)$/;

/** The file does not have one row per line: the caller parses it whole instead. */
class NotLineShaped extends Error {}

/**
 * Reads db.json as written by the snapshot writer and the seed (one row per line inside each
 * top-level array) without ever holding the whole text: at 100k leads the text alone is 300 MB,
 * and holding it beside the parsed rows was most of the start-up memory peak. Returns undefined
 * when the file has another shape (edited by hand, say), so the caller falls back to JSON.parse.
 */
export function readLineShapedJson(file: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  let rows: unknown[] | undefined;
  let opened = false;
  let closed = false;

  const onLine = (raw: string) => {
    let t = raw.trim();
    if (!t) return;
    if (closed) throw new NotLineShaped();
    if (!opened) {
      if (!t.startsWith('{')) throw new NotLineShaped();
      opened = true;
      t = t.slice(1).trim();
      if (!t) return;
    }
    if (rows) {
      if (t.endsWith(',')) t = t.slice(0, -1).trimEnd();
      let last = false;
      if (t.endsWith(']')) {
        last = true;
        t = t.slice(0, -1).trimEnd();
      }
      if (t) {
        if (!t.startsWith('{') || !t.endsWith('}')) throw new NotLineShaped();
        rows.push(JSON.parse(t));
      }
      if (last) rows = undefined;
      return;
    }
    if (t === '}') {
      closed = true;
      return;
    }
    const m = KEY_LINE.exec(t);
    if (!m) throw new NotLineShaped();
    const key = JSON.parse(m[1]) as string;
    let value = m[2].trim();
    if (value.endsWith(',')) value = value.slice(0, -1).trimEnd();
    if (value === '[') {
      rows = [];
      data[key] = rows;
    } else {
      data[key] = JSON.parse(value);
    }
  };

  try {
    forEachLine(file, onLine);
  } catch (err) {
    if (err instanceof NotLineShaped || err instanceof SyntaxError) return undefined;
    throw err;
  }
  return opened && closed && !rows ? data : undefined;
}

/** Calls `onLine` for each line of the file, reading it in 4 MB chunks. */
function forEachLine(file: string, onLine: (line: string) => void): void {
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.allocUnsafe(CHUNK);
    let carry = Buffer.alloc(0);
    for (;;) {
      const n = fs.readSync(fd, buf, 0, CHUNK, null);
      if (n === 0) break;
      const chunk = carry.length ? Buffer.concat([carry, buf.subarray(0, n)]) : buf.subarray(0, n);
      let start = 0;
      for (let end = chunk.indexOf(0x0a, start); end >= 0; end = chunk.indexOf(0x0a, start)) {
        onLine(chunk.toString('utf8', start, end));
        start = end + 1;
      }
      carry = Buffer.from(chunk.subarray(start));
    }
    if (carry.length) onLine(carry.toString('utf8'));
  } finally {
    fs.closeSync(fd);
  }
}
