/**
 * `npm start`: one process serving the production build and the API on PORT (default 3000).
 * Builds the app first when dist/index.html is missing.
 *
 * Env: PORT (3000), DATA_DIR (./data), TOKEN_TTL_MINUTES (720), API_URL (build time, '/api'),
 * DATABASE_URL (the PostgreSQL store; unset: the embedded store in DATA_DIR, server/db/store.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { createApp } from './app';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');

/** Runs `webpack --mode production` (same as the first half of `npm run build`). */
export function buildApp(reason = 'no build found in dist/'): void {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });
  console.log(`crms: ${reason}, building the app (webpack --mode production)...`);
  const result = spawnSync(process.execPath, [cli, '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`webpack build failed (exit ${result.status ?? result.signal})`);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) buildApp();

  const port = Number(process.env.PORT ?? 3000);
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const { app, close } = await createApp({
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    tokenTtlMinutes: Number(process.env.TOKEN_TTL_MINUTES ?? 720),
    staticDir: DIST,
  });

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, () => resolve(s));
    s.once('error', reject);
  });

  console.log(`crms: listening on http://localhost:${port} (API at /api, data in ${dataDir})`);
  console.log(
    'crms: demo accounts: admin@crms.test / Admin#123, supervisor@crms.test / Super#123, staff@crms.test / Staff#123',
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`crms: ${signal} received, shutting down...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.closeAllConnections?.();
    server.close(() => {
      close()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          console.error('crms: error while closing', err);
          process.exit(1);
        });
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error('crms: failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
