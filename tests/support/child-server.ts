import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

export interface ChildServer {
  port: number;
  /** `http://127.0.0.1:<port>/api` */
  baseUrl: string;
  child: ChildProcessWithoutNullStreams;
  /** Crash it: SIGKILL, resolved once the process is gone (its files are then closed). */
  kill9(): Promise<void>;
  /** Clean shutdown (SIGTERM), falling back to SIGKILL if it does not exit in time. */
  stop(): Promise<void>;
  /** The last part of the child's stderr, for failure messages. */
  stderr(): string;
}

/** A server process that has loaded its code but not yet opened any DATA_DIR. */
export interface StandbyServer {
  /**
   * Opens `dataDir` and listens: waits for the child's `LISTENING <port>` line; rejects (with its
   * stderr) if it exits or stays silent for 20 s.
   */
  start(dataDir: string): Promise<ChildServer>;
  /** Kills it unused (no-op once started: the started server is then the caller's). */
  discard(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(__dirname, 'server-process.ts');
/** A guard against a wedged child only: on a busy 2-core machine a start has taken over 20 s. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** Enough of stderr to show a stack trace without keeping a chatty child's whole output. */
const STDERR_KEEP = 16_000;

/**
 * Spawns a server process now and lets it open a DATA_DIR later. Compiling the server's
 * TypeScript takes most of a start (over a second); a test that restarts many times can do that
 * in a spare process while the current server still runs, and only pay for opening the data.
 */
export function spawnStandbyServer(env: Record<string, string> = {}): StandbyServer {
  const proc = spawnServerProcess({ ...env, CRMS_STANDBY: '1' });
  let started = false;
  return {
    start(dataDir) {
      started = true;
      if (!proc.isGone()) proc.child.stdin.write(`START ${dataDir}\n`);
      return proc.listening(dataDir);
    },
    discard: async () => {
      if (!started) await proc.kill9();
    },
  };
}

function spawnServerProcess(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // A standby must take its folder from stdin only, never from an inherited variable; and a
  // shell's DATABASE_URL must not move an embedded test onto PostgreSQL (pass it to mean it).
  if (!env.DATA_DIR) delete childEnv.DATA_DIR;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['-r', 'esbuild-register', SCRIPT], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let err = '';
  let out = '';
  let spawnError: Error | undefined;
  // Both pipes are always drained: a child blocked on a full pipe would look like a hung server.
  child.stderr.on('data', (chunk: Buffer) => {
    err = (err + chunk.toString()).slice(-STDERR_KEEP);
  });
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.on('error', (e) => {
    spawnError = e;
  });
  // Writing START to a child that just died must surface as its exit, not crash the test process.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isGone = () => child.exitCode !== null || child.signalCode !== null;

  const kill9 = async () => {
    if (!isGone()) child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (isGone()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const listening = (dataDir: string) =>
    new Promise<ChildServer>((resolve, reject) => {
      let settled = false;
      const cleanup = () => {
        clearTimeout(timer);
        child.off('exit', onExit);
        child.off('error', onError);
        child.stdout.off('data', onData);
      };
      const fail = (reason: string) => {
        if (settled) return;
        settled = true;
        cleanup();
        child.kill('SIGKILL');
        reject(new Error(`server child for ${dataDir} ${reason}\n--- child stderr ---\n${err || '(empty)'}`));
      };
      const onExit = () =>
        fail(`exited before listening (code ${child.exitCode}, signal ${child.signalCode})`);
      const onData = () => {
        const m = /^LISTENING (\d+)$/m.exec(out);
        if (settled || !m) return;
        settled = true;
        cleanup();
        const port = Number(m[1]);
        resolve({ port, baseUrl: `http://127.0.0.1:${port}/api`, child, kill9, stop, stderr: () => err });
      };
      const timer = setTimeout(
        () => fail(`printed no LISTENING line within ${START_TIMEOUT_MS} ms`),
        START_TIMEOUT_MS,
      );
      // A spawn failure is reported through 'error' without any 'exit'.
      const onError = (e: Error) => fail(`could not be spawned: ${e.message}`);
      child.on('exit', onExit);
      child.on('error', onError);
      child.stdout.on('data', onData);
      if (spawnError) onError(spawnError);
      else if (isGone()) onExit();
      else onData();
    });

  return { child, isGone, kill9, listening };
}
