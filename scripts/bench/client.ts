import { since } from './stats';

export interface Reply {
  status: number;
  ms: number;
  body: { message?: string; contents?: unknown } | undefined;
}

/** A thin JSON client over fetch (keep-alive is fetch's default), timing each call to the last byte. */
export class Api {
  constructor(readonly base: string) {}

  async call(method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const started = performance.now();
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    const ms = since(started);
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
