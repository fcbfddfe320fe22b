import type { ZipEntryData } from 'archiver';
import express, { type RequestHandler, type Router } from 'express';
import { Readable } from 'node:stream';
import type { AppContext } from '../context';
import { asyncHandler } from '../http/envelope';
import { notFound } from '../http/errors';
import { ID } from '../http/request';
import { extensionOf } from '../uploads/file-types';
import type { FileStore } from '../files/store';
import { sendStored } from '../uploads/send-stored';
import { createZip } from './zip-archive';

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
 * A file's bytes, opened when first read. A file gone since the check fails the zip, as a missing
 * file on disk did.
 */
function whenRead(files: FileStore, name: string): Readable {
  return Readable.from(
    (async function* () {
      const file = await files.read(name);
      if (!file) throw new Error(`${name} is no longer stored`);
      yield* file.body;
    })(),
    { objectMode: false },
  );
}

/**
 * GET /document-download-file/{encoded path}: the path must be the stored name of a file some
 * document holds (found in the documents' file index), so "..", absolute paths and the names of
 * other records' files are simply not found. GET /document-download-zip/{id}: the document's files
 * streamed into documents.zip from the file store, never held whole in memory.
 */
export function documentDownloadRoutes(ctx: AppContext, allowed: RequestHandler[]): Router {
  const router = express.Router();

  router.get(
    '/document-download-file/:path(*)',
    ...allowed,
    asyncHandler(async (req, res, next) => {
      const name = req.params.path;
      const holder = (await ctx.repos.documents.withFile(name))[0];
      const file = holder ? await ctx.files.read(name) : undefined;
      if (!holder || !file) return next(notFound('File not found.'));
      const ref = holder.files.find((f) => f.file_name === name);
      sendStored(res, file, {
        name: String(ref?.original_name ?? name),
        mime: ref?.mime ? String(ref.mime) : undefined,
        csp: "sandbox; default-src 'none'",
        log: ctx.log,
      });
    }),
  );

  router.get(
    `/document-download-zip/${ID}`,
    ...allowed,
    asyncHandler(async (req, res, next) => {
      const doc = await ctx.repos.documents.get(Number(req.params.id));
      if (!doc) return next(notFound('Document not found.'));
      const stored = await Promise.all(doc.files.map((f) => ctx.files.exists(f.file_name)));
      const files = doc.files.filter((_f, i) => stored[i]);
      if (files.length === 0) return next(notFound('The document has no files to download.'));
      const names = zipEntryNames(files.map((f) => String(f.original_name ?? f.file_name)));
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
      // One entry at a time: archiver starts reading every appended stream at once, so the next
      // file is appended (and opened) only when the previous entry is written.
      let at = 0;
      // Entries are dated by the document's last save, not by the clock: the same document gives
      // the same zip (the same-answers test compares them byte for byte across two servers).
      const saved = new Date(String(doc.updated_at ?? doc.created_at));
      const date = Number.isNaN(saved.getTime()) ? ctx.now() : saved;
      const appendNext = () => {
        if (at === files.length) return void archive.finalize();
        const f = files[at];
        // A ZipEntryData (archiver passes `store` on to the zip; its typing names only the common fields).
        const entry: ZipEntryData = {
          name: names[at++],
          date,
          store: STORED.has(extensionOf(String(f.file_name))),
        };
        archive.append(whenRead(ctx.files, f.file_name), entry);
      };
      archive.on('entry', appendNext);
      appendNext();
    }),
  );

  return router;
}
