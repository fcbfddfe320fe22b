/**
 * The 20 concurrent writers, run in a process of their own (like a load generator would): the
 * client's own cost then never competes with the app for its event loop. Forked by writers.ts;
 * argv: base URL, token, total writes, writes in flight. Sends back {times, seconds} or {error}.
 */
import http from 'node:http';

const [base, token, totalArg, inFlightArg] = process.argv.slice(2);
const total = Number(totalArg);
const inFlight = Number(inFlightArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
const url = new URL(base);

function post(name: string): Promise<number> {
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
        res.on('end', () =>
          res.statusCode === 201
            ? resolve(performance.now() - started)
            : reject(new Error(`POST /countries: HTTP ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function main() {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) times.push(await post(`Bench Writer ${process.pid} ${next++}`));
  };
  const t = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  process.send?.({ times, seconds: (performance.now() - t) / 1000 });
}

main().catch((err: unknown) => process.send?.({ error: (err as Error).message }));
