import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * gzip/brotli for API answers over 1 KB (lists, lookups), negotiated by the `compression`
 * middleware. Left alone: stored files sent as downloads (the browser saves them as they are;
 * images, PDFs and zips are compressed already, and a download keeps its Content-Length for the
 * progress bar) and event streams (compression would hold events back in its buffer).
 */
export function apiCompression(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (req, res) => {
      if (String(res.getHeader('Content-Disposition') ?? '').startsWith('attachment')) return false;
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
