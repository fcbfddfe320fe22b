import http from 'node:http';
import { since } from './stats';

export interface ZipDownload {
  ms: number;
  /** Bytes of documents.zip the client received. */
  bytes: number;
  rssBefore: number;
  /** Highest RSS sampled while the zip streamed, minus rssBefore. */
  rssGrowth: number;
  samples: number;
}

const SAMPLE_EVERY_MS = 10;

/**
 * GET /document-download-zip/{id}, the body read and dropped as it arrives (a client saving to
 * disk keeps none of it either), while the app's RSS (`rss`, bench/app.ts `rssNow`) is sampled:
 * the growth is what streaming the zip costs the server.
 */
export async function measureZipDownload(
  base: string,
  token: string,
  documentId: number,
  rss: () => number,
): Promise<ZipDownload> {
  const rssBefore = rss();
  let peak = rssBefore;
  let samples = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rss());
    samples++;
  }, SAMPLE_EVERY_MS);
  const url = new URL(`${base}/document-download-zip/${documentId}`);
  const started = performance.now();
  try {
    const bytes = await new Promise<number>((resolve, reject) => {
      const req = http.get(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          headers: { Authorization: `Bearer ${token}` },
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            reject(new Error(`GET ${url.pathname}: HTTP ${res.statusCode}`));
            return;
          }
          let received = 0;
          res.on('data', (chunk: Buffer) => {
            received += chunk.length;
          });
          res.on('end', () => resolve(received));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    });
    peak = Math.max(peak, rss());
    return { ms: since(started), bytes, rssBefore, rssGrowth: peak - rssBefore, samples };
  } finally {
    clearInterval(timer);
  }
}
