import type { Response } from 'express';
import { pipeline } from 'node:stream';
import type { StoredFile } from '../files/store';

/**
 * Streams a stored file as an attachment, never sniffed by the browser, with the given
 * Content-Security-Policy for when it is opened directly. A client that goes away ends the read.
 */
export function sendStored(
  res: Response,
  file: StoredFile,
  opts: { name: string; mime?: string; csp: string; log: (msg: string) => void },
): void {
  res.attachment(opts.name);
  if (opts.mime) res.type(opts.mime);
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Content-Security-Policy', opts.csp);
  res.set('Content-Length', String(file.size));
  pipeline(file.body, res, (err) => {
    if (err && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      opts.log(`[warn] download of ${opts.name} failed: ${err.message}`);
  });
}
