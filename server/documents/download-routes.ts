import type { ZipEntryData } from 'archiver';
import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { asyncHandler } from '../http/envelope';
import { notFound } from '../http/errors';
import { ID } from '../http/request';
import { extensionOf } from '../uploads/file-types';
import { storedPath } from '../uploads/storage';
import { createZip } from './zip-archive';
import type { StoredFileRef } from '../stored/row-types';

/**
 * Kinds that are compressed already (images, PDF, the zip-based Office formats): deflate gains
 * them nothing and cost most of a large zip's time on the event loop, so they are stored as is.
 */
const STORED = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'docx', 'xlsx']);

/** Names inside the zip: the original names, made unique ("a.pdf", "a (2).pdf"). */
function zipEntryNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = name.replace(/[\\/]/g, '_') || 'file';
    let candidate = base;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      const dot = base.lastIndexOf('.');
      candidate = dot > 0 ? `${base.slice(0, dot)} (${n})${base.slice(dot)}` : `${base} (${n})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * GET /document-download-file/{encoded path}: the path must be the stored name of a file some
 * document holds (found in the documents' file index), so "..", absolute paths and the names of
 * other records' files are simply not found. GET /document-download-zip/{id}: the document's files
 * streamed into documents.zip from disk, never held whole in memory.
 */
export function documentDownloadRoutes(ctx: AppContext, allowed: RequestHandler[]): Router {
  const router = express.Router();

  router.get(
    '/document-download-file/:path(*)',
    ...allowed,
    asyncHandler(async (req, res, next) => {
      const name = req.params.path;
      const holder = (await ctx.repos.documents.withFile(name))[0];
      const full = holder ? storedPath(ctx.dataDir, name) : undefined;
      if (!holder || !full) return next(notFound('File not found.'));
      const ref = holder.files.find((f) => f.file_name === name);
      res.attachment(String(ref?.original_name ?? name));
      if (ref?.mime) res.type(String(ref.mime));
      res.set('X-Content-Type-Options', 'nosniff');
      res.set('Content-Security-Policy', "sandbox; default-src 'none'");
      res.sendFile(full, { dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) next(notFound('File not found.'));
      });
    }),
  );

  router.get(
    `/document-download-zip/${ID}`,
    ...allowed,
    asyncHandler(async (req, res, next) => {
      const doc = await ctx.repos.documents.get(Number(req.params.id));
      if (!doc) return next(notFound('Document not found.'));
      const files = doc.files
        .map((f) => ({ ref: f, full: storedPath(ctx.dataDir, f.file_name) }))
        .filter((f): f is { ref: StoredFileRef; full: string } => !!f.full);
      if (files.length === 0) return next(notFound('The document has no files to download.'));
      const names = zipEntryNames(files.map((f) => String(f.ref.original_name ?? f.ref.file_name)));
      res.attachment('documents.zip');
      res.type('application/zip');
      res.set('X-Content-Type-Options', 'nosniff');
      // Level 6 for text and the old binary formats; already compressed kinds are stored (STORED).
      const archive = createZip(6);
      archive.on('warning', (err) => ctx.log(`[warn] documents.zip: ${err.message}`));
      archive.on('error', (err) => {
        ctx.log(`[error] documents.zip failed: ${err.message}`);
        res.destroy(err);
      });
      // A client that goes away stops the archive (no reading the rest of the files for nobody).
      res.on('close', () => {
        if (!res.writableFinished) archive.abort();
      });
      archive.pipe(res);
      files.forEach((f, i) => {
        // A ZipEntryData (archiver's file() passes `store` on; its typing names only the common fields).
        const entry: ZipEntryData = {
          name: names[i],
          store: STORED.has(extensionOf(String(f.ref.file_name))),
        };
        archive.file(f.full, entry);
      });
      void archive.finalize();
    }),
  );

  return router;
}
