import type { Response } from 'express';
import { compressAnswer } from './compress';

/**
 * Waits for the socket to take more: resolves true on 'drain', false once the client went away.
 * One listener of each for the whole answer: the compression middleware hands 'drain' listeners
 * to its stream and never removes them, so one per wait would pile up.
 */
function drainWaiter(res: Response): () => Promise<boolean> {
  let closed = false;
  let wake: ((more: boolean) => void) | null = null;
  res.on('drain', () => wake?.(true));
  res.on('close', () => {
    closed = true;
    wake?.(false);
  });
  return () =>
    closed
      ? Promise.resolve(false)
      : new Promise<boolean>((resolve) => {
          wake = (more) => {
            wake = null;
            resolve(more);
          };
        });
}

/**
 * Writes an answer as its parts come (an export read a page at a time, server/db/pages.ts),
 * waiting while the client's socket is full, so the answer is never held whole. `start` sets the
 * status and headers once the first part is ready: a failure before it still reaches the error
 * handler as a proper answer (422, 500). A failure after it cuts the connection, so the client
 * sees a failed download rather than a short file that looks whole.
 */
export async function streamAnswer(
  res: Response,
  parts: AsyncIterable<string>,
  start: (res: Response) => void,
  end = '',
): Promise<void> {
  let started = false;
  let drained: (() => Promise<boolean>) | null = null;
  try {
    for await (const part of parts) {
      if (!started) {
        start(res);
        started = true;
        drained = drainWaiter(res);
      }
      if (!res.write(part) && !(await drained!())) return;
    }
    if (!started) start(res);
    res.end(end);
  } catch (err) {
    if (!started) throw err;
    console.error(`[stream] ${res.req.method} ${res.req.path} failed after its first part:`, err);
    res.destroy(err as Error);
  }
}

/**
 * `{"contents":[...]}` (the `ok` envelope, server/http/envelope.ts) with the items of each page
 * written as they come, compressed as a large answer is.
 */
export function streamContents<T>(
  res: Response,
  pages: AsyncIterable<T[]>,
  item: (value: T) => unknown,
): Promise<void> {
  // The opening goes out with the first page, so a failing first read is still a proper error answer.
  async function* parts() {
    let opened = false;
    let items = 0;
    for await (const page of pages) {
      const text = page.map((value) => JSON.stringify(item(value))).join(',');
      const part = text && items ? `,${text}` : text;
      items += page.length;
      yield opened ? part : `{"contents":[${part}`;
      opened = true;
    }
    if (!opened) yield '{"contents":[';
  }
  return streamAnswer(
    res,
    parts(),
    (r) => {
      r.status(200).type('application/json; charset=utf-8');
      compressAnswer(r);
    },
    ']}',
  );
}
