import zlib from 'node:zlib';

/**
 * Reads a whole zip file (tests only): every entry's name and bytes, from the central directory,
 * so archives written with data descriptors (streamed, sizes after the data) read back too.
 */
export function readZip(zip: Buffer): Map<string, Buffer> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new Error('not a zip file (no end of central directory)');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    out.set(name, method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

/** Each entry's compression method (0 stored, 8 deflated), from the central directory (tests only). */
export function zipMethods(zip: Buffer): Map<string, number> {
  const out = new Map<string, number>();
  for (let at = zip.indexOf(CENTRAL); at >= 0; at = zip.indexOf(CENTRAL, at + 46)) {
    const nameLen = zip.readUInt16LE(at + 28);
    out.set(zip.subarray(at + 46, at + 46 + nameLen).toString('utf8'), zip.readUInt16LE(at + 10));
  }
  return out;
}

const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** Each entry's modification time from the central directory, as the local time it encodes (tests only). */
export function zipDates(zip: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  const two = (n: number) => String(n).padStart(2, '0');
  for (let at = zip.indexOf(CENTRAL); at >= 0; at = zip.indexOf(CENTRAL, at + 46)) {
    const nameLen = zip.readUInt16LE(at + 28);
    const time = zip.readUInt16LE(at + 12);
    const date = zip.readUInt16LE(at + 14);
    const day = `${1980 + (date >> 9)}-${two((date >> 5) & 15)}-${two(date & 31)}`;
    const clock = `${two(time >> 11)}:${two((time >> 5) & 63)}:${two((time & 31) * 2)}`;
    out.set(zip.subarray(at + 46, at + 46 + nameLen).toString('utf8'), `${day} ${clock}`);
  }
  return out;
}
