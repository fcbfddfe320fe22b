import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { createApp as CreateApp } from '../../server/app';
import { since } from './stats';
import { filesDirFor } from '../../server/files/location';
import { afterFullGc } from './live-heap';
import { watchEventLoop, type LoopDelay } from './loop-delay';
import { watchGc, type GcPauses } from './gc-pauses';

/** How late the app's event loop ran and its longest GC pauses over a window (RunningApp.watch). */
export interface Watched {
  loop: LoopDelay;
  gc: GcPauses;
}

export interface RunningApp {
  /** What createApp returned (the embedded store's offers snapshot()); undefined in a process of its own. */
  created: unknown;
  /** The API root, http://127.0.0.1:<port>/api. */
  base: string;
  loadMs: number;
  /** Which store it runs on: DATABASE_URL given or not. */
  store: 'embedded' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  /** The checkout whose server it is (a second server on the same database starts from it too). */
  serverRoot: string;
  /**
   * The memory of the app's process (this one, or its own: app-process.ts) now, or after two
   * full collections when `collected`.
   */
  memory(collected?: boolean): Promise<NodeJS.MemoryUsage>;
  /** The CPU time of the app's process so far. */
  cpuUsage(): Promise<NodeJS.CpuUsage>;
  /** The RSS of the app's process now, read without waiting on it (sampled while a zip streams). */
  rssNow(): number;
  /** Starts watching the app's event loop and GC pauses; `stop` answers what was seen. */
  watch(): Promise<{ stop(): Promise<Watched> }>;
  stop(): Promise<void>;
}

/**
 * The app of the checkout at `serverRoot` (this one, or a baseline's: bench/baseline.ts) in this
 * process on a free port, as the tests run it; quiet. On PostgreSQL at `databaseUrl` when given.
 */
export async function startApp(
  dataDir: string,
  serverRoot: string,
  databaseUrl?: string,
): Promise<RunningApp> {
  // Required by path so that a baseline's server/app.ts can stand in for this checkout's.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createApp } = require(path.join(serverRoot, 'server/app')) as { createApp: typeof CreateApp };
  const started = performance.now();
  // Files in the bench's temp folder, never in a FILES_DIR of the shell (a baseline ignores the option).
  const created = await createApp({
    dataDir,
    databaseUrl,
    filesDir: filesDirFor(dataDir, {}),
    log: () => undefined,
  });
  const loadMs = since(started);
  const server = http.createServer(created.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    created,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    loadMs,
    store: databaseUrl ? 'postgres' : 'embedded',
    dataDir,
    databaseUrl,
    serverRoot,
    memory: async (collected) => (collected ? afterFullGc() : process.memoryUsage()),
    cpuUsage: async () => process.cpuUsage(),
    rssNow: () => process.memoryUsage().rss,
    async watch() {
      const gc = watchGc();
      const loop = await watchEventLoop();
      return { stop: async () => ({ loop: loop.stop(), gc: await gc.stop() }) };
    },
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await created.close();
    },
  };
}
