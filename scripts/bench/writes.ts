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

/**
 * `total` master-row writes with `inFlight` in progress at any time, from a separate process (see
 * writer-child.ts); throughput over the child's wall time.
 */
export function concurrentFromChild(
  base: string,
  token: string,
  total: number,
  inFlight: number,
): Promise<{ latency: Summary; perSecond: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(
      path.join(__dirname, 'writer-child.ts'),
      [base, token, String(total), String(inFlight)],
      {
        execArgv: ['-r', 'esbuild-register'],
      },
    );
    child.once('message', (msg: { times?: number[]; seconds?: number; error?: string }) => {
      child.kill();
      if (msg.error || !msg.times || !msg.seconds)
        reject(new Error(msg.error ?? 'the writer process failed'));
      else resolve({ latency: summarize(msg.times), perSecond: total / msg.seconds });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`the writer process exited with ${code}`));
    });
  });
}
