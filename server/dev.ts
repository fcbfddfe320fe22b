/**
 * `npm run dev`: the API on API_PORT (default 3001) and webpack-dev-server on PORT (default 3000)
 * with hot reload, history fallback and /api proxied to the API. Development build: source maps,
 * Redux DevTools enabled; XSTATE_INSPECT=true opens the Stately inspector.
 */
import path from 'node:path';
import type { Server } from 'node:http';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
// The dev server (a tool, not the API) builds the app with the project's own webpack config.
// eslint-disable-next-line crms/import-zones
import webpackConfig from '../webpack.config';
import { createApp } from './app';

async function main(): Promise<void> {
  const apiPort = Number(process.env.API_PORT ?? 3001);
  process.env.API_PORT = String(apiPort); // read by webpack.config.ts for the proxy target
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const api = await createApp({ dataDir, tokenTtlMinutes: Number(process.env.TOKEN_TTL_MINUTES ?? 720) });
  const apiServer: Server = await new Promise((resolve, reject) => {
    const s = api.app.listen(apiPort, () => resolve(s));
    s.once('error', reject);
  });
  console.log(`crms dev: API on http://localhost:${apiPort}/api (data in ${dataDir})`);

  const config = webpackConfig({}, { mode: 'development' });
  const devServer = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await devServer.start();
  console.log(`crms dev: app on http://localhost:${config.devServer?.port ?? 3000}`);
  console.log(
    'crms dev: demo accounts: admin@crms.test / Admin#123, supervisor@crms.test / Super#123, staff@crms.test / Staff#123',
  );

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await devServer.stop();
    apiServer.closeAllConnections?.();
    await new Promise<void>((resolve) => apiServer.close(() => resolve()));
    await api.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  console.error('crms dev: failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
