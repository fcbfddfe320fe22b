import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RunningApp } from './app';

export type ChildAsk = { id: number; ask: 'memory' | 'memory after gc' | 'cpu' | 'stop' };
export type ChildAnswer = { id: number; memory?: NodeJS.MemoryUsage; cpu?: NodeJS.CpuUsage; error?: string };
type Started = { base?: string; loadMs?: number; error?: string };

const PAGE_BYTES = 4096;

/** A process's RSS from /proc (Linux, as the bench machines): its second field is resident pages. */
function rssOf(pid: number): number {
  return Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
}

/**
 * The app of `serverRoot` on the PostgreSQL database at `databaseUrl` in a process of its own
 * (app-child.ts), files in `dataDir`: its RSS is then the server's alone, where in this process it
 * held the bench client's answers and garbage too.
 */
export async function startAppProcess(
  dataDir: string,
  serverRoot: string,
  databaseUrl: string,
): Promise<RunningApp> {
  const child = fork(path.join(__dirname, 'app-child.ts'), [dataDir, serverRoot, databaseUrl], {
    execArgv: ['-r', 'esbuild-register'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the app server process exited with ${code}`))),
  );
  exited.catch(() => undefined);
  const started = await Promise.race([
    new Promise<Started>((resolve) => child.once('message', (msg: Started) => resolve(msg))),
    exited,
  ]);
  if (!started.base) throw new Error(started.error ?? 'the app server process did not start');
  let asked = 0;
  const ask = (what: ChildAsk['ask']) => {
    const id = ++asked;
    const answered = new Promise<ChildAnswer>((resolve) => {
      const onMessage = (msg: ChildAnswer) => {
        if (msg.id !== id) return;
        child.off('message', onMessage);
        resolve(msg);
      };
      child.on('message', onMessage);
    });
    child.send({ id, ask: what } satisfies ChildAsk);
    return Promise.race([answered, exited]).then((msg) => {
      if (msg.error) throw new Error(msg.error);
      return msg;
    });
  };
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
    async stop() {
      await ask('stop');
      await new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
      );
    },
  };
}
