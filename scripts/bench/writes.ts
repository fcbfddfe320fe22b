import type { Api } from './client';
import { since, summarize, type Summary } from './stats';

/** One timed write; resolves with its latency in ms, throws on an unexpected answer. */
export type Write = () => Promise<number>;

/** Step 1 of the lead wizard over the seed's ids (industry, source, geography, exhibition 1). */
function initialInfo(n: number) {
  return {
    organization_name: `Bench Org ${n}`,
    industry_type_id: 1,
    information_source_id: 1,
    phone: '+880 1711-000000',
    address: 'Road 1, Gulshan',
    lead_priority: 'Good',
    country_id: 1,
    division_id: 1,
    district_id: 1,
    zone_id: 1,
    website_link: 'https://example.com',
    exhibitions: [{ exhibition_id: 1, employee_id: 4, additionalEmployeeID: null }],
    social_networks: [{ mediaName: 'Facebook', URL: 'https://facebook.com/x' }],
  };
}

export function leadCreator(api: Api, token: string): Write {
  let n = 0;
  return async () =>
    (await api.expect(201, 'POST', '/store-leads-initial-info', { token, body: initialInfo(++n) })).ms;
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

/** `total` writes with `inFlight` of them in progress at any time; throughput over the wall time. */
export async function concurrent(
  total: number,
  inFlight: number,
  write: Write,
): Promise<{ latency: Summary; perSecond: number }> {
  const times: number[] = [];
  let started = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && started < total) {
      started++;
      try {
        times.push(await write());
      } catch (err) {
        failure ??= err;
      }
    }
  };
  const t = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = since(t) / 1000;
  if (failure !== undefined) throw failure;
  return { latency: summarize(times), perSecond: total / seconds };
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
