import http from 'node:http';
import { since } from './stats';

export interface Reply {
  status: number;
  ms: number;
  body: { message?: string; contents?: unknown } | undefined;
}

/**
 * A thin JSON client over node:http with keep-alive, timing each call to the last byte. Not fetch:
 * the client shares the app's event loop here, and fetch's own cost (several times node:http's)
 * would be counted as the server's.
 */
export class Api {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  constructor(readonly base: string) {}

  async call(method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<Reply> {
    const headers: Record<string, string | number> = {};
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    const data = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    if (data !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(data);
    }
    const url = new URL(`${this.base}${path}`);
    const started = performance.now();
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method,
          headers,
          agent: this.agent,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
    const ms = since(started);
    const res = { status };
    let body: Reply['body'];
    try {
      body = text ? (JSON.parse(text) as Reply['body']) : undefined;
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return { status: res.status, ms, body };
  }

  /** As call, but an unexpected status throws with the server's message (the figure then reads "failed"). */
  async expect(
    status: number,
    method: string,
    path: string,
    opts: { token?: string; body?: unknown } = {},
  ): Promise<Reply> {
    const reply = await this.call(method, path, opts);
    if (reply.status !== status)
      throw new Error(`${method} ${path}: HTTP ${reply.status} ${reply.body?.message ?? ''}`.trim());
    return reply;
  }

  async login(email: string, password: string): Promise<{ token: string; ms: number }> {
    const reply = await this.expect(200, 'POST', '/login', { body: { email, password } });
    const token = (reply.body?.contents as { token?: string } | undefined)?.token;
    if (!token) throw new Error('POST /login: no token in the answer');
    return { token, ms: reply.ms };
  }
}

export const ADMIN = { email: 'admin@crms.test', password: 'Admin#123' };
export const STAFF = { email: 'staff@crms.test', password: 'Staff#123' };
