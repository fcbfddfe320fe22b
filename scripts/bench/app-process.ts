import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RunningApp, Watched } from './app';

type Ask = 'memory' | 'memory after gc' | 'cpu' | 'watch' | 'watched' | 'stop';
export type ChildAsk = { id: number; ask: Ask };
export type ChildAnswer = {
  id: number;
  memory?: NodeJS.MemoryUsage;
  cpu?: NodeJS.CpuUsage;
  watched?: Watched;
  error?: string;
};
type Started = { base?: string; loadMs?: number; error?: string };

/** A process's resident set from /proc (Linux, as the bench machines): `VmRSS:  123456 kB`. */
function rssOf(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) * 1024 : 0;
}

/**
 * The app of `serverRoot` on the PostgreSQL database at `databaseUrl` in a process of its own
 * (app-child.ts), files in `dataDir`: its RSS is then the server's alone, where in this process it
 * held the bench client's answers and garbage too. A child that dies fails the next ask with its
 * exit code; one left running exits when this process does (app-child.ts).
 */
export async function startAppProcess(
  dataDir: string,
  serverRoot: string,
  databaseUrl: string,
): Promise<RunningApp> {
  const child = fork(path.join(__dirname, 'app-child.ts'), [dataDir, serverRoot, databaseUrl], {
    execArgv: ['-r', 'esbuild-register'],
  });
  let stopping = false;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(
        new Error(`the app server process exited (${signal ?? code})${stopping ? ' while stopping' : ''}`),
      ),
    );
    child.once('error', reject);
  });
  exited.catch(() => undefined);
  const started = await Promise.race([
    new Promise<Started>((resolve) => child.once('message', (msg: Started) => resolve(msg))),
    exited,
  ]);
  if (!started.base) throw new Error(started.error ?? 'the app server process did not start');
  let asked = 0;
  const ask = (what: Ask): Promise<ChildAnswer> => {
    const id = ++asked;
    const answered = new Promise<ChildAnswer>((resolve, reject) => {
      const onMessage = (msg: ChildAnswer) => {
        if (msg.id !== id) return;
        child.off('message', onMessage);
        resolve(msg);
      };
      child.on('message', onMessage);
      child.send({ id, ask: what } satisfies ChildAsk, (err) => err && reject(err));
    });
    return Promise.race([answered, exited]).then((msg) => {
      if (msg.error) throw new Error(msg.error);
      return msg;
    });
  };
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    created: undefined,
    base: started.base,
    loadMs: started.loadMs ?? 0,
    store: 'postgres',
    dataDir,
    databaseUrl,
    serverRoot,
    memory: async (collected) => (await ask(collected ? 'memory after gc' : 'memory')).memory!,
    cpuUsage: async () => (await ask('cpu')).cpu!,
    rssNow: () => rssOf(child.pid!),
    async watch() {
      await ask('watch');
      return { stop: async () => (await ask('watched')).watched! };
    },
    async stop() {
      if (gone()) return;
      stopping = true;
      const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // The child exits once its answer is sent: the exit may come first, and then ends the wait.
      await Promise.race([ask('stop').catch(() => undefined), ended]);
      await ended;
    },
  };
}
