/**
 * The 20 concurrent writers, run in a process of their own (like a load generator would): the
 * client's own cost then never competes with the app for its event loop. Forked by writers.ts;
 * argv: base URL, token, total writes, writes in flight. Sends 'ready', starts on 'go' (so that
 * writers to several servers start together), then sends back {times, failed, started, ended}
 * (latencies of the 201s, how many got another answer, epoch ms) or {error}.
 */
import http from 'node:http';

const [base, token, totalArg, inFlightArg] = process.argv.slice(2);
const total = Number(totalArg);
const inFlight = Number(inFlightArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
const url = new URL(base);

/** Resolves with the latency of a 201, or null for another answer (counted as a failed write). */
function post(name: string): Promise<number | null> {
  const data = JSON.stringify({ name });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}/countries`,
        method: 'POST',
        agent,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(data),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 201 ? performance.now() - started : null));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const epochMs = () => performance.timeOrigin + performance.now();

async function main() {
  const times: number[] = [];
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < total) {
      const ms = await post(`Bench Writer ${process.pid} ${next++}`);
      if (ms === null) failed++;
      else times.push(ms);
    }
  };
  const started = epochMs();
  await Promise.all(Array.from({ length: inFlight }, worker));
  process.send?.({ times, failed, started, ended: epochMs() });
}

process.once('message', () => {
  main().catch((err: unknown) => process.send?.({ error: (err as Error).message }));
});
process.send?.('ready');
