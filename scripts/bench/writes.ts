import { fork } from 'node:child_process';
import path from 'node:path';
import type { Api } from './client';
// The wizard's step 1 over the seed's ids, as the API tests send it.
import { initialInfo } from '../../tests/api/lead-wizard-fixtures';
import { summarize, type Summary } from './stats';

/** One timed write; resolves with its latency in ms, throws on an unexpected answer. */
export type Write = () => Promise<number>;

export function leadCreator(api: Api, token: string): Write {
  let n = 0;
  return async () =>
    (
      await api.expect(201, 'POST', '/store-leads-initial-info', {
        token,
        body: initialInfo({ organization_name: `Bench Org ${++n}` }),
      })
    ).ms;
}

/** Countries: the simplest master collection (a unique name), so names carry a counter. */
export function masterRowSaver(api: Api, token: string): Write {
  let n = 0;
  return async () =>
    (await api.expect(201, 'POST', '/countries', { token, body: { name: `Bench Country ${++n}` } })).ms;
}

export async function sequential(count: number, write: Write): Promise<Summary> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await write());
  return summarize(times);
}

/** Staff signs in and out `count` times (each sign-in hashes the password and stores a session). */
export async function signInOut(
  api: Api,
  account: { email: string; password: string },
  count: number,
): Promise<{ signIn: Summary; logout: Summary }> {
  const signIn: number[] = [];
  const logout: number[] = [];
  for (let i = 0; i < count; i++) {
    const { token, ms } = await api.login(account.email, account.password);
    signIn.push(ms);
    logout.push((await api.expect(200, 'POST', '/logout', { token })).ms);
  }
  return { signIn: summarize(signIn), logout: summarize(logout) };
}

type WriterMessage =
  'ready' | { times?: number[]; failed?: number; started?: number; ended?: number; error?: string };

/** One writer process (writer-child.ts) on `base`: resolves once it is ready, `run` then starts it. */
function writer(base: string, token: string, total: number, inFlight: number) {
  const child = fork(
    path.join(__dirname, 'writer-child.ts'),
    [base, token, String(total), String(inFlight)],
    {
      execArgv: ['-r', 'esbuild-register'],
    },
  );
  const answer = new Promise<Exclude<WriterMessage, 'ready'>>((resolve, reject) => {
    child.on('message', (msg: WriterMessage) => {
      if (msg === 'ready') return;
      child.kill();
      if (msg.error || !msg.times || !msg.started || !msg.ended)
        reject(new Error(msg.error ?? 'the writer process failed'));
      else resolve(msg);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`the writer process exited with ${code}`));
    });
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (msg) => msg === 'ready' && resolve());
    answer.catch(reject);
  });
  return { ready, run: () => (child.send('go'), answer) };
}

/**
 * `total` master-row writes with `inFlight` in progress at any time, from separate processes (see
 * writer-child.ts), shared evenly over the servers at `bases` (one per server, all started
 * together); throughput of the writes that succeeded over the time from the first writer's start
 * to the last one's end, and how many did not.
 */
export async function concurrentFromChild(
  bases: string[],
  token: string,
  total: number,
  inFlight: number,
): Promise<{ latency: Summary; perSecond: number; failed: number }> {
  const writers = bases.map((base) => writer(base, token, total / bases.length, inFlight / bases.length));
  await Promise.all(writers.map((w) => w.ready));
  const runs = await Promise.all(writers.map((w) => w.run()));
  const seconds = (Math.max(...runs.map((r) => r.ended!)) - Math.min(...runs.map((r) => r.started!))) / 1000;
  const times = runs.flatMap((r) => r.times!);
  const failed = runs.reduce((n, r) => n + (r.failed ?? 0), 0);
  return { latency: summarize(times), perSecond: times.length / seconds, failed };
}
