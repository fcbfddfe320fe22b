import type { Request } from 'express';
import type { AppContext } from '../context';
import { ErrorBag } from '../validation/errors';
import { text, toInt } from '../validation/values';
import { describeKinds, detectKind, DOCUMENT_KINDS } from '../uploads/file-types';
import { filesOf } from '../uploads/receive';
import type { TableCollection } from '../stored/collections';
import type { DocumentRow } from '../stored/accounts';

/** Multipart field names the form may use for new files and for the kept ones. */
export const FILE_FIELDS = ['document_files[]', 'document_files'];
const KEPT_FIELDS = ['existing_files[]', 'existing_files'];
export const MAX_FILES = 10;

export interface DocumentInput {
  file_name: string;
  category_id: number;
  exhibition_id: number;
  newFiles: Express.Multer.File[];
  kept: string[];
}

const listOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((x) => String(x)).filter((x) => x !== '');

/**
 * Reads and checks the document form (only file_name, category_id, exhibition_id and the files
 * are read). New files are checked by extension and content before any is stored; `existing`
 * (edit) is the document being changed: kept files must be its own, and at least one file must
 * remain. Every problem is a 422 keyed as the form names its fields.
 */
export async function readDocumentInput(
  ctx: AppContext,
  req: Request,
  existing?: DocumentRow,
): Promise<DocumentInput> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const errors = new ErrorBag();
  const fileName = text(body.file_name);
  if (!fileName) errors.add('file_name', 'The file name field is required.');
  else if (fileName.length > 255)
    errors.add('file_name', 'The file name may not be greater than 255 characters.');
  const ref = async (key: string, collection: TableCollection, what: string): Promise<number> => {
    const raw = body[key];
    if (raw === undefined || raw === null || String(raw).trim() === '') {
      errors.add(key, `The ${what} field is required.`);
      return NaN;
    }
    const id = toInt(raw);
    if (!Number.isInteger(id) || !(await ctx.repos.table(collection).get(id)))
      errors.add(key, `The selected ${what} is invalid.`);
    return id;
  };
  const categoryId = await ref('category_id', 'document-categories', 'category');
  const exhibitionId = await ref('exhibition_id', 'exhibitions', 'exhibition');

  const newFiles = FILE_FIELDS.flatMap((field) => filesOf(req, field));
  newFiles.forEach((file) => {
    if (file.size === 0) errors.add('files', `The file ${file.originalname} is empty.`);
    else if (!detectKind(file.originalname, file.buffer.subarray(0, 16), DOCUMENT_KINDS))
      errors.add(
        'files',
        `The file ${file.originalname} must be a file of type: ${describeKinds(DOCUMENT_KINDS)}.`,
      );
  });
  const own = new Set<string>(existing ? existing.files.map((f) => f.file_name) : []);
  const kept = [...new Set(KEPT_FIELDS.flatMap((field) => listOf(body[field])))];
  if (kept.some((name) => !own.has(name)))
    errors.add('existing_files', 'A kept file does not belong to this document.');
  if (newFiles.length + kept.length === 0) errors.add('document_files', 'Please select at least one file.');
  if (newFiles.length + kept.length > MAX_FILES)
    errors.add('document_files', `A document may hold at most ${MAX_FILES} files.`);
  errors.throwIfAny();
  return { file_name: fileName, category_id: categoryId, exhibition_id: exhibitionId, newFiles, kept };
}
