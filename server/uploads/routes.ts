import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { VISITING_CARD_KINDS } from './file-types';
import { filesOf, receiveFiles, storeFile } from './receive';
import { readMeta, storedPath } from './storage';

/**
 * POST /upload-file (visiting cards: images and PDF) and GET /uploads/:name, the only way to read
 * an upload: authenticated, always as an attachment, never sniffed by the browser.
 */
export function uploadRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.post('/upload-file', auth, ...receiveFiles({ fields: [{ name: 'file' }] }), (req, res) => {
    const ref = storeFile(ctx, filesOf(req, 'file')[0], VISITING_CARD_KINDS, 'file');
    // The spec's shape (success, file_name) rather than the usual envelope; contents repeats it.
    res.status(200).json({ success: true, file_name: ref.file_name, contents: ref });
  });

  router.get('/uploads/:name', auth, (req, res, next) => {
    const full = storedPath(ctx.dataDir, req.params.name);
    if (!full) return next(notFound('File not found.'));
    const meta = readMeta(ctx.dataDir, req.params.name);
    res.attachment(meta?.original_name ?? req.params.name);
    if (meta?.mime) res.type(meta.mime);
    res.set('X-Content-Type-Options', 'nosniff');
    res.sendFile(full, { dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) next(notFound('File not found.'));
    });
  });

  return router;
}
