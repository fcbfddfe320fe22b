import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { VISITING_CARD_KINDS } from './file-types';
import { filesOf, receiveFiles, storeFile } from './receive';
import { sendStored } from './send-stored';
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
      const ref = await storeFile(
        ctx,
        filesOf(req, 'file')[0],
        VISITING_CARD_KINDS,
        'file',
        authOf(req).user.id,
      );
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
        await ctx.files.delete(ref.file_name);
        throw err;
      }
    }),
  );

  router.get(
    '/uploads/:name',
    auth,
    asyncHandler(async (req, res, next) => {
      const file = await ctx.files.read(req.params.name);
      try {
        // A file the caller may not read is answered like a missing one: its name tells nothing.
        if (!file || !(await mayDownload(ctx, authOf(req), req.params.name, file.info.uploaded_by))) {
          file?.body.destroy();
          return next(notFound('File not found.'));
        }
      } catch (err) {
        file?.body.destroy();
        throw err;
      }
      sendStored(res, file, {
        name: file.info.original_name ?? req.params.name,
        mime: file.info.mime,
        // Opened directly, a file (an SVG above all) runs nothing: no scripts, no plugins, no origin.
        csp: "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
        log: ctx.log,
      });
    }),
  );

  return router;
}
