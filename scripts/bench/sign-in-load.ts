import type { Api } from './client';
import { STAFF } from './client';
import { summarize, type Summary } from './stats';

const QUERY = 'page=1&per_page=10';

export interface SignInLoadResult {
  idle: Summary;
  loaded: Summary;
  signIns: Summary;
}

/**
 * GET /leads p95 on a quiet server, then while `signIns` sign-ins hash at once (scrypt N=2^17 on
 * libuv's thread pool): the reads must stay fast because hashing never runs on the event loop.
 */
export async function measureListDuringSignIns(
  api: Api,
  token: string,
  signIns: number,
  idleRounds: number,
): Promise<SignInLoadResult> {
  await api.expect(200, 'GET', `/leads?${QUERY}`, { token });
  const idle: number[] = [];
  for (let i = 0; i < idleRounds; i++)
    idle.push((await api.expect(200, 'GET', `/leads?${QUERY}`, { token })).ms);

  let running = signIns;
  const signInTimes: number[] = [];
  const logins = Array.from({ length: signIns }, () =>
    api.login(STAFF.email, STAFF.password).then((r) => {
      signInTimes.push(r.ms);
      running--;
    }),
  );
  const loaded: number[] = [];
  while (running > 0) loaded.push((await api.expect(200, 'GET', `/leads?${QUERY}`, { token })).ms);
  await Promise.all(logins);
  return { idle: summarize(idle), loaded: summarize(loaded), signIns: summarize(signInTimes) };
}
