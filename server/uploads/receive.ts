import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { AppContext } from '../context';
import { HttpError, validationError } from '../http/errors';
import { describeKinds, detectKind, type KindName } from './file-types';
import { saveUpload, type FileRef } from './storage';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

export interface ReceiveOptions {
  /** Multipart field names that may carry files, with how many each (default 1). */
  fields: { name: string; maxCount?: number }[];
}

/**
 * Parses a multipart body into memory (5 MB per file; 413 beyond). Use after `authenticate` so
 * anonymous uploads are refused before any byte is buffered. No lock is held while the bytes
 * arrive: the route's transaction runs only once they are all here.
 */
export function receiveFiles(options: ReceiveOptions): RequestHandler[] {
  const parser = multer({
    storage: multer.memoryStorage(),
    // Browsers send a file name in UTF-8 without saying so; busboy's default (latin1) turned
    // "Café.txt" into "CafÃ©.txt" and Bengali names into mojibake.
    defParamCharset: 'utf8',
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: options.fields.reduce((n, f) => n + (f.maxCount ?? 1), 0),
      fields: 50,
    },
  }).fields(options.fields);
  const parse: RequestHandler = (req, res, next) => {
    parser(req, res, (err: unknown) => next(err ? uploadError(err, options) : undefined));
  };
  return [parse];
}

function uploadError(err: unknown, options: ReceiveOptions): HttpError {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE')
      return new HttpError(413, `The file may not be greater than ${MAX_UPLOAD_MB} MB.`);
    // Keyed by a field the form knows (a stray field name would show nowhere).
    const field = options.fields.find((f) => f.name === err.field);
    const key = field ? field.name : options.fields[0].name;
    // One file too many on a known field (the form's own list): say how many may go.
    if (field && (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT'))
      return validationError({ [key]: [`At most ${field.maxCount ?? 1} file(s) may be uploaded at once.`] });
    return validationError({ [key]: [`The ${key} upload was not accepted (${err.message.toLowerCase()}).`] });
  }
  return new HttpError(400, 'The upload could not be read.');
}

/** The uploaded files of one field (after `receiveFiles`). */
export function filesOf(req: Request, field: string): Express.Multer.File[] {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  return files?.[field] ?? [];
}

/**
 * Checks one received file against the allowed kinds (extension and magic bytes) and stores it.
 * Failures are 422 under `key` (default the field name), e.g. `errors.file`.
 */
export async function storeFile(
  ctx: AppContext,
  file: Express.Multer.File | undefined,
  allowed: readonly KindName[],
  key: string,
  uploadedBy: number | null = null,
): Promise<FileRef> {
  if (!file || file.size === 0) throw validationError({ [key]: [`The ${key} field is required.`] });
  const kind = detectKind(file.originalname, file.buffer.subarray(0, 16), allowed);
  if (!kind)
    throw validationError({ [key]: [`The ${key} must be a file of type: ${describeKinds(allowed)}.`] });
  return saveUpload(ctx.files, file.originalname, file.buffer, kind, uploadedBy);
}
