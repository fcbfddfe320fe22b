import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { asyncHandler } from '../../server/http/envelope';
import { streamAnswer, streamContents } from '../../server/http/stream';
import { keysetPages } from '../../server/db/pages';

/**
 * server/http/stream.ts, what the exports and the offline duplicate index are written with: parts
 * go out as they are read; a failure before the first part is a proper error answer, one after it
 * cuts the connection (never a short file that looks whole).
 */
let server: Server;
let base: string;
const failing = async function* (after: number) {
  for (let i = 0; i < after; i++) yield `line ${i}\n`;
  throw new Error('the store went away');
};

beforeAll(async () => {
  const app = express();
  const start = (res: express.Response) => res.status(200).type('text/plain');
  app.get(
    '/ok',
    asyncHandler((_req, res) =>
      streamAnswer(
        res,
        (async function* () {
          yield* ['a\n', 'b\n'];
        })(),
        start,
      ),
    ),
  );
  app.get(
    '/early',
    asyncHandler((_req, res) => streamAnswer(res, failing(0), start)),
  );
  app.get(
    '/late',
    asyncHandler((_req, res) => streamAnswer(res, failing(2), start)),
  );
  // No page at all: the envelope's opening was not sent either.
  const noPages = failing(0) as unknown as AsyncIterable<number[]>;
  app.get(
    '/empty',
    asyncHandler((_req, res) => streamContents(res, noPages, (x) => x)),
  );
  app.get('/pages', (_req, res, next) => {
    // Keyset pages of 2 over 0..4: three reads, the last one short.
    const rows = [0, 1, 2, 3, 4];
    const pages = keysetPages(
      2,
      async (after: number | null, size) => rows.filter((n) => after === null || n > after).slice(0, size),
      async (found) => found.map((n) => ({ n })),
    );
    streamContents(res, pages, (row) => row).catch(next);
  });
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ message: err.message });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('parts are written in order and the answer ends', async () => {
  const res = await fetch(`${base}/ok`);
  expect([res.status, await res.text()]).toEqual([200, 'a\nb\n']);
});

test('a failure before the first part reaches the error handler', async () => {
  const res = await fetch(`${base}/early`);
  expect([res.status, await res.json()]).toEqual([500, { message: 'the store went away' }]);
  expect((await fetch(`${base}/empty`)).status).toBe(500);
});

test('a failure after the first part cuts the connection', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await expect(fetch(`${base}/late`).then((res) => res.text())).rejects.toThrow();
  } finally {
    spy.mockRestore();
  }
});

test('streamContents writes the ok envelope, page by page', async () => {
  const res = await fetch(`${base}/pages`);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(await res.json()).toEqual({ contents: [0, 1, 2, 3, 4].map((n) => ({ n })) });
});
