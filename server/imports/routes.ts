import express, { type Request, type RequestHandler, type Router } from 'express';
import type { PermissionName } from '../../contract/permissions';
import { requirePermission } from '../auth/authenticate';
import type { AppContext } from '../context';
import { asyncHandler, ok } from '../http/envelope';
import { HttpError, validationError } from '../http/errors';
import { filesOf, receiveFiles } from '../uploads/receive';
import { parseSpreadsheet } from './parse-file';
import { MAX_IMPORT_ROWS, runImport } from './run-import';
import type { DuplicateMode, ImportResource, ImportResult } from './types';

export interface ImportRouteOptions<V> {
  /** e.g. '/prospects-import'. */
  path: string;
  /** Every permission the call needs. */
  permissions: PermissionName[];
  resource: ImportResource<V>;
  /** "prospects" in messages. */
  noun: string;
}

const FIELD = 'adjustmentFiles';
// Chunks of parsed rows arrive as JSON; a whole sheet of 10,000 rows may be larger than the
// app-wide 1 MB JSON limit, so such a sheet is sent as the file itself (multipart).
const isMultipart = (req: Request) => req.is('multipart/form-data') === 'multipart/form-data';

/**
 * POST <path> with `{adjustmentFiles: [rows], duplicates?: 'skip'|'update', first_row?}` (JSON) or
 * a multipart `adjustmentFiles` file (.xlsx/.xls/.csv, parsed here) plus the same fields. Answers
 * 200 `{message, contents: {created, updated, skipped, errors: [{row, field, message}]}}` when any
 * row got through; 422 with the row errors keyed `rows.<row>.<field>` when none did.
 */
export function importRoute<V>(ctx: AppContext, auth: RequestHandler, opts: ImportRouteOptions<V>): Router {
  const router = express.Router();
  const [receive] = receiveFiles({ fields: [{ name: FIELD }] });
  const maybeReceive: RequestHandler = (req, res, next) =>
    isMultipart(req) ? receive(req, res, next) : next();
  router.post(
    opts.path,
    auth,
    requirePermission(...opts.permissions),
    maybeReceive,
    asyncHandler(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const rows = rowsOf(req, body);
      if (rows.length === 0) throw validationError({ [FIELD]: ['No data found in the uploaded file.'] });
      if (rows.length > MAX_IMPORT_ROWS)
        throw validationError({
          [FIELD]: [`No more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows can be imported at once.`],
        });
      const result = await runImport(ctx, req.auth!, opts.resource, rows, {
        duplicates: duplicateMode(body.duplicates),
        firstRow: firstRow(body.first_row),
      });
      const imported = result.created + result.updated + result.skipped;
      if (imported === 0 && result.errors.length > 0)
        throw new HttpError(422, `No ${opts.noun} could be imported.`, rowErrors(result));
      ok(res, result, summary(result, opts.noun));
    }),
  );
  return router;
}

function rowsOf(req: Request, body: Record<string, unknown>): unknown[] {
  if (isMultipart(req)) {
    const [file] = filesOf(req, FIELD);
    if (!file) throw validationError({ [FIELD]: ['The import file field is required.'] });
    return parseSpreadsheet(file.originalname, file.buffer, FIELD);
  }
  const rows = body[FIELD];
  if (rows === undefined || rows === null)
    throw validationError({ [FIELD]: ['The import file field is required.'] });
  if (!Array.isArray(rows))
    throw validationError({ [FIELD]: ['The adjustment files must be a list of rows.'] });
  return rows;
}

const duplicateMode = (v: unknown): DuplicateMode => (v === 'update' ? 'update' : 'skip');

function firstRow(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 10_000_000 ? n : 2;
}

function rowErrors(result: ImportResult): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const e of result.errors) (errors[`rows.${e.row}.${e.field}`] ??= []).push(e.message);
  return errors;
}

function summary(r: ImportResult, noun: string): string {
  const parts = [`${r.created} created`, `${r.updated} updated`, `${r.skipped} skipped`];
  const rejected = new Set(r.errors.map((e) => e.row)).size;
  if (rejected) parts.push(`${rejected} rejected`);
  return `Imported ${noun}: ${parts.join(', ')}.`;
}
