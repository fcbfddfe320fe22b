/**
 * An app server in a process of its own, so that what it holds is measured apart from the bench
 * client: the PostgreSQL app servers of `npm run bench:api` (the one measured, and the second
 * server the writers share with it). Forked by app-process.ts; argv: DATA_DIR, the checkout
 * whose server to run, the database URL. Sends {base} once it listens, then answers each
 * {id, ask} with {id, ...}; after 'stop' it exits, and so it does when its parent goes away.
 */
import { startApp, type Watched } from './app';
import type { ChildAnswer, ChildAsk } from './app-process';

async function main() {
  const [dataDir, serverRoot, databaseUrl] = process.argv.slice(2);
  const app = await startApp(dataDir, serverRoot, databaseUrl);
  process.once('disconnect', () => process.exit(1));
  process.send?.({ base: app.base, loadMs: app.loadMs });
  let watching: { stop(): Promise<Watched> } | null = null;
  process.on('message', ({ id, ask }: ChildAsk) => {
    const answer = async (): Promise<ChildAnswer> => {
      if (ask === 'cpu') return { id, cpu: await app.cpuUsage() };
      if (ask === 'watch') return ((watching = await app.watch()), { id });
      if (ask === 'watched') {
        if (!watching) throw new Error('not watching');
        const watched = await watching.stop();
        watching = null;
        return { id, watched };
      }
      if (ask === 'stop') return app.stop().then(() => ({ id }));
      return { id, memory: await app.memory(ask === 'memory after gc') };
    };
    void answer()
      .catch((err: unknown) => ({ id, error: (err as Error).message }))
      .then((reply) => process.send?.(reply, () => ask === 'stop' && process.exit(0)));
  });
}

main().catch((err: unknown) => process.send?.({ error: (err as Error).message }, () => process.exit(1)));
