import http from 'node:http';

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

export interface HeldRequest {
  /** Sends the held body and resolves with the answer. */
  finish(): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** A multipart body of one file, as a browser's FormData would send it. */
function multipartOf(part: FilePart, boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\n` +
        `Content-Type: ${part.type}\r\n\r\n`,
    ),
    part.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/**
 * Starts a multipart POST with `Expect: 100-continue` and holds its body until `finish`. Resolves
 * once the server said "100 Continue": Node writes that just before it hands the request to the
 * app, in the same tick, and the test server runs in this process, so on the embedded store the
 * app's middleware (authentication, the Idempotency-Key claim, answered without I/O) has run for
 * this request by then. On PostgreSQL they wait for the database: a caller that needs them done
 * waits for their rows (tests/api/idempotency.test.ts `claimed`).
 */
export function holdUpload(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  part: FilePart,
): Promise<HeldRequest> {
  const boundary = `held${Date.now().toString(36)}`;
  const body = multipartOf(part, boundary);
  const url = new URL(`${baseUrl}${path}`);
  const req = http.request({
    method: 'POST',
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    headers: {
      ...headers,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(body.length),
      Expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      res.on('error', reject);
    });
    req.once('error', reject);
  });
  return new Promise((resolve, reject) => {
    req.once('continue', () =>
      resolve({
        finish: () => {
          req.end(body);
          return answer;
        },
      }),
    );
    answer.then(
      (a) => reject(new Error(`answered ${a.status} before asking for the body: ${JSON.stringify(a.body)}`)),
      reject,
    );
    req.flushHeaders();
  });
}
