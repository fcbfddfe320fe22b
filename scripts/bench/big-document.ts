import crypto from 'node:crypto';
import { KINDS } from '../../server/uploads/file-types';
import { MAX_UPLOAD_BYTES } from '../../server/uploads/receive';
import { saveUpload } from '../../server/uploads/storage';
import { openFolderStore } from '../../server/files/folder-store';

/** Files of the bench's big document: each at the per-file upload limit, 20 of them ≈ 105 MB. */
const BIG_DOCUMENT_FILES = 20;

/**
 * How the big document is made, printed beside its figure. The document form takes at most 10
 * files of 5 MB (50 MB), so no upload can make a 100 MB document; the bench stores the files as
 * an upload does (saveUpload: random names, meta, fsync) and adds the row to db.json before the
 * app starts, the way the seed's sample files arrive. Production limits stay as documented.
 */
export const BIG_DOCUMENT_HOW =
  `${BIG_DOCUMENT_FILES} PDFs of ${MAX_UPLOAD_BYTES / 2 ** 20} MiB (random bytes: the zip is as big as its files), ` +
  'stored by saveUpload into the data folder and added to db.json before start (uploads cap a document at 10 × 5 MB)';

/**
 * Stores the files in the files folder `filesDir` and appends the document to `db` (already
 * rebased: dated now). Returns its id and the total size of its files.
 */
export async function addBigDocument(
  filesDir: string,
  db: Record<string, unknown>,
): Promise<{ id: number; bytes: number }> {
  const store = openFolderStore(filesDir);
  const documents = (db.documents as { id: number }[]) ?? [];
  const id = documents.reduce((max, d) => Math.max(max, d.id), 0) + 1;
  const header = Buffer.from('%PDF-1.4\n');
  const files = [];
  for (let i = 0; i < BIG_DOCUMENT_FILES; i++) {
    const bytes = crypto.randomBytes(MAX_UPLOAD_BYTES);
    header.copy(bytes);
    files.push(await saveUpload(store, `bench-part-${i + 1}.pdf`, bytes, KINDS.pdf, 1));
  }
  db.documents = documents.concat({
    id,
    file_name: 'Bench 100 MB document',
    category_id: 1,
    exhibition_id: 1,
    files,
    created_by: 1,
    created_at: new Date().toISOString(),
  } as never);
  return { id, bytes: files.reduce((sum, f) => sum + f.size, 0) };
}
