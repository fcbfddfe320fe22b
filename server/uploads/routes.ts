import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { VISITING_CARD_KINDS } from './file-types';
import { filesOf, receiveFiles, storeFile } from './receive';
import { readMeta, removeUpload, storedPath } from './storage';
import { authOf } from '../http/request';
import { mayDownload } from '../policy/file-policy';
import { asyncHandler } from '../http/envelope';
import { keepAnswer, once } from '../idempotency';

/**
 * POST /upload-file (visiting cards: images and PDF) and GET /uploads/:name, the only way to read
 * an upload: authenticated, always as an attachment, never sniffed by the browser.
 */
export function uploadRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.post(
    '/upload-file',
    auth,
    ...once(ctx, ...receiveFiles({ fields: [{ name: 'file' }] })),
    asyncHandler(async (req, res) => {
      const ref = storeFile(ctx, filesOf(req, 'file')[0], VISITING_CARD_KINDS, 'file', authOf(req).user.id);
      try {
        // The spec's shape (success, file_name) rather than the usual envelope; contents repeats
        // it. Without an Idempotency-Key this transaction writes nothing and ends at once.
        const answer = await ctx.transaction(async (tx) =>
          keepAnswer(ctx, tx, 200, { success: true, file_name: ref.file_name, contents: ref }),
        );
        res.status(answer.status).json(answer.body);
      } catch (err) {
        // Its key could not be kept (another request kept it first, or the disk failed): the
        // stored file belongs to no answer.
        removeUpload(ctx.dataDir, ref.file_name);
        throw err;
      }
    }),
  );

  router.get(
    '/uploads/:name',
    auth,
    asyncHandler(async (req, res, next) => {
      const full = storedPath(ctx.dataDir, req.params.name);
      const meta = full ? readMeta(ctx.dataDir, req.params.name) : undefined;
      // A file the caller may not read is answered like a missing one: its name tells nothing.
      if (!full || !(await mayDownload(ctx, authOf(req), req.params.name, meta?.uploaded_by)))
        return next(notFound('File not found.'));
      res.attachment(meta?.original_name ?? req.params.name);
      if (meta?.mime) res.type(meta.mime);
      res.set('X-Content-Type-Options', 'nosniff');
      // Opened directly, a file (an SVG above all) runs nothing: no scripts, no plugins, no origin.
      res.set(
        'Content-Security-Policy',
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      );
      res.sendFile(full, { dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) next(notFound('File not found.'));
      });
    }),
  );

  return router;
}
