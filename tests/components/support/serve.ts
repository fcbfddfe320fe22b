/**
 * Runs the real API server (tests/support/test-server.ts) in its own Node process for the
 * component tests: the jsdom environment resolves packages with browser conditions and cannot
 * load the server itself. Prints one JSON line `{baseUrl, origin, dataDir}`, then serves until
 * stdin closes (the parent test file ended) or a signal arrives.
 */
import { startTestServer } from '../../support/test-server';

async function main() {
  const server = await startTestServer();
  process.stdout.write(
    `${JSON.stringify({ baseUrl: server.baseUrl, origin: server.origin, dataDir: server.dataDir })}\n`,
  );
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await server.close();
    process.exit(0);
  };
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  process.stderr.write(`${String(error?.stack ?? error)}\n`);
  process.exit(1);
});
