import { createRequire } from 'node:module';
import type { Archiver, ArchiverOptions } from 'archiver';

// The installed archiver (7.x) exports one factory function; the type package describes 8.x
// (classes). The factory returns the same Archiver stream the types describe.
const load = createRequire(__filename);
const archiver = load('archiver') as (format: 'zip', options?: ArchiverOptions) => Archiver;

/** A streaming zip writer (nothing is buffered beyond the stream's own high-water mark). */
export const createZip = (level = 6): Archiver => archiver('zip', { zlib: { level } });
