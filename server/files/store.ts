import type { Readable } from 'node:stream';

/** What a store keeps beside a file's bytes: how to hand it back, and who put it there. */
export interface FileInfo {
  original_name: string;
  mime: string;
  /** users.id of the uploader: until a record holds the file, only they may read it (server/policy/file-policy.ts). */
  uploaded_by: number | null;
}

/** A stored file being read. Its `body` must be read to the end or destroyed (it holds the file open). */
export interface StoredFile {
  body: Readable;
  size: number;
  /** Empty for a file placed without one (the seed's sample files: server/seed/init-data-dir.ts). */
  info: Partial<FileInfo>;
}

/**
 * Where uploaded files live. Routes reach files only through this (ctx.files), so another driver
 * (an S3-compatible bucket) replaces the folder one (folder-store.ts) in server/app.ts alone.
 * Every method refuses a name that `isStoreName` refuses: read and exists answer "missing",
 * delete does nothing, put throws.
 */
export interface FileStore {
  /** Stores the bytes and their info under a new name; resolves once both are durable. */
  put(name: string, data: Buffer | Readable, info: FileInfo): Promise<void>;
  /** The file, or undefined when there is none of that name. */
  read(name: string): Promise<StoredFile | undefined>;
  exists(name: string): Promise<boolean>;
  /** Removes the file and its info; a missing file is no error. */
  delete(name: string): Promise<void>;
}

// Server-generated names only: a letter or digit, then letters, digits, '_' or '-', and a short
// extension. No separators, no "..", no leading dot (the folder driver's own files start with one).
const STORE_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.[a-z0-9]{1,5}$/;

export const isStoreName = (name: unknown): name is string =>
  typeof name === 'string' && STORE_NAME_RE.test(name);
