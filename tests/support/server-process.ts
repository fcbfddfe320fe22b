/**
 * The real API server alone in its own Node process, so a test can kill it with SIGKILL exactly
 * as a crash would (no exit handlers, no flush) and then start another one on the same DATA_DIR.
 * An in-process server cannot be killed that way without killing Jest with it.
 *
 * Run: `DATA_DIR=<folder> node -r esbuild-register tests/support/server-process.ts` (with
 * DATABASE_URL: on PostgreSQL, DATA_DIR then holding only the outbox and uploads)
 * Prints exactly one line `LISTENING <port>` on stdout once it accepts connections (port chosen
 * by the OS on 127.0.0.1). SIGTERM, SIGINT or the end of stdin close it cleanly; the stdin rule
 * means a child never outlives a test process that died without cleaning up.
 *
 * With CRMS_STANDBY=1 instead of DATA_DIR it loads its code, then waits for a line
 * `START <data dir>` on stdin before opening anything (see spawnStandbyServer in child-server.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';
import { TEST_PASSWORD_COST, testSeedFile } from './test-seed';

/** The folder named by the first `START <dir>` line on stdin; exits quietly if stdin ends first. */
function readStartLine(): Promise<string> {
  return new Promise((resolve) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const m = /^START (.+)$/m.exec(buffered);
      if (!m) return;
      process.stdin.off('data', onData);
      process.stdin.off('end', onEnd);
      process.stdin.pause();
      resolve(m[1]);
    };
    const onEnd = () => process.exit(0);
    process.stdin.on('data', onData);
    process.stdin.on('end', onEnd);
  });
}

async function main(): Promise<void> {
  const dataDir = process.env.CRMS_STANDBY === '1' ? await readStartLine() : process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set');
  // API only: no static dir.
  // CRMS_SNAPSHOT_BYTES: a small journal limit makes background snapshots (and the journal cut
  // after them) happen during a test, e.g. while the crash test kills the process.
  const snapshotBytes = Number(process.env.CRMS_SNAPSHOT_BYTES) || undefined;
  // The test seed at the tests' cheap password cost, as startTestServer (test-server.ts) uses: a
  // sign-in at the production cost takes over half a second of CPU, paid again after every kill.
  const created = await createApp({
    dataDir,
    // Set only when the test passed it (child-server.ts): the PostgreSQL store on that database.
    databaseUrl: process.env.DATABASE_URL,
    // To stderr: stdout carries only the LISTENING line; a failure message shows stderr's tail.
    log: (msg) => process.stderr.write(`${msg}\n`),
    snapshotBytes,
    seedFile: testSeedFile(),
    passwordCost: TEST_PASSWORD_COST,
  });
  const server = http.createServer(created.app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`LISTENING ${port}\n`);

  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    server.closeAllConnections();
    server.close(() => {
      created
        .close()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          process.stderr.write(`close failed: ${String((err as Error)?.stack ?? err)}\n`);
          process.exit(1);
        });
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
}

main().catch((err: unknown) => {
  process.stderr.write(`${String((err as Error)?.stack ?? err)}\n`);
  process.exit(1);
});
