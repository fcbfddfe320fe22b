/**
 * `bench:web --baseline <ref>`: the app of a git ref served as `npm start` serves it, so the
 * booth and offline figures of `ref` and of this checkout come from one run of one harness. The
 * ref is unpacked beside this checkout's node_modules (../baseline.ts), built with its own
 * webpack config and started with its own server/start.ts on a free port and an empty data folder.
 */
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { unpackRef } from '../baseline';

export interface Served {
  url: string;
  label: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** How long the ref's server may take from start to "listening" (it checks or seeds its data). */
const START_TIMEOUT_MS = 120_000;

export async function serveRef(ref: string): Promise<Served> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-bench-web-baseline-'));
  try {
    const { tree, commit } = unpackRef(ref, tmp);
    console.log(`building ${ref} (${commit})...`);
    const cli = path.join(tree, 'node_modules/webpack-cli/bin/cli.js');
    const built = spawnSync(process.execPath, [cli, '--mode', 'production'], { cwd: tree, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`the build of ${ref} failed (${built.status ?? built.signal})`);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: path.join(tmp, 'data') };
    // The embedded store in its own folder, as the bench's own server: nothing shared with the caller's.
    delete env.DATABASE_URL;
    delete env.FILES_DIR;
    const child = fork(path.join(tree, 'server/start.ts'), [], {
      cwd: tree,
      execArgv: ['-r', 'esbuild-register'],
      env,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    try {
      await listening(child, ref);
    } catch (err) {
      child.kill('SIGKILL');
      await exited;
      throw err;
    }
    return {
      url: `http://127.0.0.1:${port}`,
      label: `${ref} (${commit})`,
      async stop() {
        child.kill('SIGTERM');
        await exited;
        fs.rmSync(tmp, { recursive: true, force: true });
      },
    };
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** Resolves when the server says it listens; rejects when it exits first or takes too long. */
function listening(child: ReturnType<typeof fork>, ref: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`the server of ${ref} did not listen within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('crms: listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server of ${ref} exited (${code}) before listening`));
    });
  });
}
