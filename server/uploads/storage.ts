import crypto from 'node:crypto';
import type { FileStore } from '../files/store';
import type { FileKind } from './file-types';
import { extensionOf } from './file-types';

/** A stored upload as the data model records it (docs/data-model.md FileRef). */
export interface FileRef {
  file_name: string;
  original_name: string;
  mime: string;
  size: number;
}

/**
 * Stores the bytes under a random name (keeping the real extension) with the original name, type
 * and uploader; resolves once they are durable.
 */
export async function saveUpload(
  files: FileStore,
  originalName: string,
  bytes: Buffer,
  kind: FileKind,
  uploadedBy: number | null = null,
): Promise<FileRef> {
  const ext = extensionOf(originalName) || kind.ext[0];
  const file_name = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  const ref: FileRef = {
    file_name,
    original_name: safeOriginalName(originalName),
    mime: kind.mime,
    size: bytes.length,
  };
  await files.put(file_name, bytes, {
    original_name: ref.original_name,
    mime: ref.mime,
    uploaded_by: uploadedBy,
  });
  return ref;
}

/** Only the base name, without control characters, kept short: it ends up in a header. */
function safeOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').slice(0, 200) || 'file';
}
