import { fork } from 'node:child_process';
import path from 'node:path';

export interface SecondServer {
  base: string;
  /** Stops it; resolves with its RSS just before. */
  stop(): Promise<number>;
}

type Message = { base?: string; rss?: number; error?: string };

/**
 * Starts app-child.ts on `databaseUrl` (its files in `dataDir`, as the first server's), with the
 * server of `serverRoot`: the first server's checkout, a baseline's in a `--baseline` run.
 */
export function startSecondServer(
  dataDir: string,
  databaseUrl: string,
  serverRoot: string,
): Promise<SecondServer> {
  const child = fork(path.join(__dirname, 'app-child.ts'), [dataDir, databaseUrl, serverRoot], {
    execArgv: ['-r', 'esbuild-register'],
  });
  const next = () =>
    new Promise<Message>((resolve, reject) => {
      child.once('message', (msg: Message) => (msg.error ? reject(new Error(msg.error)) : resolve(msg)));
      child.once('exit', (code) => reject(new Error(`the second app server exited with ${code}`)));
    });
  return next().then(({ base }) => ({
    base: base!,
    async stop() {
      const stopped = next();
      child.send('stop');
      return (await stopped).rss ?? 0;
    },
  }));
}
