import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

/**
 * One real API server per test file, run in a child process (see serve.ts), with the same
 * `request`/`login` helpers as tests/support/test-server.ts.
 */
/** A parsed API answer (`message` is '' when absent, so assertions can use it directly). */
interface ApiBody {
  message: string;
  errors?: Record<string, string[]>;
  contents?: unknown;
}

export interface ServerHandle {
  baseUrl: string;
  origin: string;
  dataDir: string;
  login(email: string, password: string): Promise<string>;
  loginResult(email: string, password: string): Promise<{ token: string; expires_at: string }>;
  request(
    method: string,
    p: string,
    opts?: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: ApiBody; text: string }>;
}

const ROOT = path.resolve(__dirname, '../../..');

function startServerProcess(): Promise<{
  child: ChildProcessWithoutNullStreams;
  info: { baseUrl: string; origin: string; dataDir: string };
}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', 'esbuild-register', path.join(__dirname, 'serve.ts')], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        try {
          resolve({ child, info: JSON.parse(line) });
        } catch (error) {
          reject(error);
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`test server exited with ${code}: ${err}`)));
  });
}

export function useTestServer(): () => ServerHandle {
  let child: ChildProcessWithoutNullStreams | undefined;
  let handle: ServerHandle | undefined;

  beforeAll(async () => {
    const started = await startServerProcess();
    child = started.child;
    const { baseUrl, origin, dataDir } = started.info;
    const request: ServerHandle['request'] = async (method, p, opts = {}) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
      if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
      const res = await fetch(`${baseUrl}${p.startsWith('/') ? p : `/${p}`}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await res.text();
      let body: ApiBody = { message: '' };
      try {
        body = { message: '', ...(text ? (JSON.parse(text) as Partial<ApiBody>) : {}) } as ApiBody;
      } catch {
        body = { message: text };
      }
      return { status: res.status, body, text };
    };
    const loginResult = async (email: string, password: string) => {
      const res = await request('POST', '/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
      return res.body.contents as { token: string; expires_at: string };
    };
    handle = {
      baseUrl,
      origin,
      dataDir,
      request,
      loginResult,
      login: async (email, password) => (await loginResult(email, password)).token,
    };
  }, 60_000);

  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.stdin.end();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  return () => {
    if (!handle) throw new Error('test server not started');
    return handle;
  };
}

export { ADMIN, STAFF, SUPERVISOR } from '../../support/demo-accounts';
