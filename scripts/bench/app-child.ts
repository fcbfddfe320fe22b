/**
 * A second app server on the same PostgreSQL database, in a process of its own (the issue's
 * writers go over two app servers). Forked by second-server.ts; argv: DATA_DIR, database URL,
 * the checkout whose server to run.
 * Sends {base} once it listens; on any message it stops and sends {rss}.
 */
import { startApp } from './app';

async function main() {
  const [dataDir, databaseUrl, serverRoot] = process.argv.slice(2);
  const app = await startApp(dataDir, serverRoot, databaseUrl);
  process.send?.({ base: app.base });
  process.once('message', () => {
    const rss = process.memoryUsage().rss;
    void app.stop().finally(() => process.send?.({ rss }, () => process.exit(0)));
  });
}

main().catch((err: unknown) => process.send?.({ error: (err as Error).message }, () => process.exit(1)));
