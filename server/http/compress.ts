import compression from 'compression';
import type { Express, RequestHandler, Response } from 'express';

/** Answers smaller than this go out as they are (compression's own threshold, too). */
const THRESHOLD = 1024;

/**
 * gzip/brotli for API answers over 1 KB (lists, lookups), negotiated by the `compression`
 * middleware. Left alone: stored files sent as downloads (the browser saves them as they are;
 * images, PDFs and zips are compressed already, and a download keeps its Content-Length for the
 * progress bar) and event streams (compression would hold events back in its buffer).
 */
function apiCompression(): RequestHandler {
  return compression({
    threshold: THRESHOLD,
    filter: (req, res) => {
      if (String(res.getHeader('Content-Disposition') ?? '').startsWith('attachment')) return false;
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}

/** At least `THRESHOLD` bytes: a UTF-16 unit is at most 3 UTF-8 bytes, so short text is cheap to rule out. */
function atThreshold(body: unknown): boolean {
  if (typeof body === 'string')
    return body.length >= THRESHOLD || (body.length * 3 >= THRESHOLD && Buffer.byteLength(body) >= THRESHOLD);
  return Buffer.isBuffer(body) && body.length >= THRESHOLD;
}

const attached = new WeakSet<Response>();

/**
 * Attaches `apiCompression` to an answer when `res.send` gets a body of 1 KB or more, instead of
 * wrapping every response up front. The middleware then negotiates and compresses exactly as
 * before; small answers (most writes: a row and a message) skip its per-response wrappers, about
 * 9 kB of garbage and 50 µs of CPU each (docs/storage.md, "Writers"). Every API answer goes
 * through `send` (`res.json` calls it with the text) but answers written in parts, which call
 * `compressAnswer`; downloads stream with `sendFile` or `pipe` and event streams with `write`,
 * which compression left alone anyway.
 */
export function compressLargeAnswers(app: Express): void {
  const proto = app.response as Response;
  const send = proto.send;
  proto.send = function sendCompressed(this: Response, body?: unknown) {
    if (atThreshold(body)) compressAnswer(this);
    return send.call(this, body);
  } as Response['send'];
}

const middleware = apiCompression();

/**
 * Negotiates compression for this answer (once; not after its headers went out). `send` does it
 * for a large body; an answer written in parts (server/http/stream.ts) asks before its first write.
 */
export function compressAnswer(res: Response): void {
  if (res.headersSent || attached.has(res)) return;
  attached.add(res);
  // The middleware only wraps the response's methods and calls next at once.
  middleware(res.req, res, () => undefined);
}
