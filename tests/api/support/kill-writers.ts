/**
 * The writers of the kill -9 tests (tests/api/durability-kill.test.ts on the embedded store,
 * tests/api/postgres/kill-9.test.ts on PostgreSQL): 20 of them create countries as fast as the
 * server answers (deleting every fifth again) until the round's server is killed, and a ledger of
 * everything acknowledged that every later listing must agree with.
 */
import type { ChildServer } from '../../support/child-server';
import { ADMIN } from '../../support/demo-accounts';

/**
 * Every n-th acknowledged create of a writer is deleted again right away. Counted across rounds:
 * a writer gets only a few answers before each kill, so a per-round count would rarely delete.
 */
const DELETE_EVERY = 5;
/** A wedged server must fail the test with a message, not hang it until Jest's timeout. */
const REQUEST_TIMEOUT_MS = 15_000;

interface Answer {
  status: number;
  // Parsed JSON of whatever shape the server answered.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

async function api(
  baseUrl: string,
  method: string,
  p: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl}${p}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: callers look at status and text */
  }
  return { status: res.status, body: parsed, text };
}

const is2xx = (status: number) => status >= 200 && status < 300;
export const describeError = (e: unknown) => {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  return [err?.message ?? String(e), err?.cause?.code ?? err?.cause?.message].filter(Boolean).join(': ');
};

export async function login(server: ChildServer): Promise<string> {
  const res = await api(server.baseUrl, 'POST', '/login', undefined, ADMIN);
  const token = res.body?.contents?.token;
  if (res.status !== 200 || typeof token !== 'string') {
    throw new Error(`admin login answered ${res.status}: ${res.text.slice(0, 300)}`);
  }
  return token;
}

export interface Row {
  id: number;
  name: string;
}

export async function listCountries(server: ChildServer, token: string): Promise<Row[]> {
  const res = await api(server.baseUrl, 'GET', '/countries', token);
  if (res.status !== 200 || !Array.isArray(res.body?.contents)) {
    throw new Error(`GET /countries answered ${res.status}: ${res.text.slice(0, 300)}`);
  }
  return res.body.contents as Row[];
}

/** What one round's writers were told by the server before it died. */
export interface RoundLog {
  round: number;
  baseUrl: string;
  token: string;
  /** Set just before SIGKILL: from then on a failed request is the expected outcome. */
  killed: boolean;
  acked: Row[];
  deleteSent: Set<number>;
  deleteAcked: Set<number>;
  /** Answers that should not happen under a healthy server (non-2xx, errors before the kill). */
  unexpected: string[];
  /** Acknowledged creates per writer index, over all rounds so far. */
  acksPerWriter: number[];
  /** Called after each acknowledged create (a test waiting for a number of them). */
  onAck?: () => void;
  /** Requests the kill cut off before their answer (so the kill met writes in flight). */
  cut?: number;
}

/** A round's log before its writers start: nothing sent, nothing acknowledged, not killed. */
export function roundLog(round: number, baseUrl: string, token: string, acksPerWriter: number[]): RoundLog {
  return {
    round,
    baseUrl,
    token,
    killed: false,
    acked: [],
    deleteSent: new Set(),
    deleteAcked: new Set(),
    unexpected: [],
    acksPerWriter,
  };
}

export async function writer(log: RoundLog, w: number): Promise<void> {
  for (let n = 0; !log.killed; n++) {
    const name = `K-${log.round}-${w}-${n}`;
    let res: Answer;
    try {
      res = await api(log.baseUrl, 'POST', '/countries', log.token, { name });
    } catch (e) {
      if (!log.killed) log.unexpected.push(`POST ${name} failed before the kill: ${describeError(e)}`);
      else log.cut = (log.cut ?? 0) + 1;
      return;
    }
    const row = res.body?.contents;
    if (!is2xx(res.status) || typeof row?.id !== 'number') {
      log.unexpected.push(`POST ${name} answered ${res.status}: ${res.text.slice(0, 200)}`);
      continue;
    }
    if (row.name !== name) log.unexpected.push(`POST ${name} acknowledged id ${row.id} named '${row.name}'`);
    log.acked.push({ id: row.id, name });
    log.onAck?.();
    if (++log.acksPerWriter[w] % DELETE_EVERY !== 0) continue;

    log.deleteSent.add(row.id);
    let del: Answer;
    try {
      del = await api(log.baseUrl, 'DELETE', `/countries/${row.id}`, log.token);
    } catch (e) {
      if (!log.killed) log.unexpected.push(`DELETE ${row.id} failed before the kill: ${describeError(e)}`);
      else log.cut = (log.cut ?? 0) + 1;
      return;
    }
    if (is2xx(del.status)) log.deleteAcked.add(row.id);
    else log.unexpected.push(`DELETE ${row.id} (${name}) answered ${del.status}: ${del.text.slice(0, 200)}`);
  }
}

/**
 * Everything the test knows must hold at every later restart, accumulated over all rounds.
 */
export class Ledger {
  /** id → name of every row ever acknowledged or listed: an id may never be given to another name. */
  readonly owner = new Map<number, string>();
  /** Rows that must be listed at every restart (acknowledged, or already seen after a restart). */
  readonly mustExist = new Map<number, { name: string; why: string }>();
  /** Acknowledged deletes: these ids must never be listed again. */
  readonly deleted = new Map<number, { name: string; round: number }>();
  acks = 0;
  deleteAcks = 0;

  /** Folds in one round's acknowledgements; returns id reuse seen in the answers themselves. */
  record(log: RoundLog): string[] {
    const problems: string[] = [];
    for (const { id, name } of log.acked) {
      const before = this.owner.get(id);
      if (before !== undefined && before !== name) {
        problems.push(
          `id ${id} acknowledged for '${name}' in round ${log.round} but already belonged to '${before}'`,
        );
      }
      this.owner.set(id, name);
      this.acks++;
      if (log.deleteAcked.has(id)) {
        this.deleted.set(id, { name, round: log.round });
        this.mustExist.delete(id);
        this.deleteAcks++;
      } else if (!log.deleteSent.has(id)) {
        this.mustExist.set(id, { name, why: `create acknowledged in round ${log.round}` });
      }
      // A delete that was sent but never answered may or may not have committed: either is fine.
    }
    return problems;
  }

  /** Checks a listing taken after a restart, then remembers what it showed as committed. */
  check(rows: Row[], when: string): string[] {
    const problems: string[] = [];
    const byId = new Map<number, Row>();
    const byName = new Map<string, number>();
    for (const row of rows) {
      if (byId.has(row.id)) {
        problems.push(`${when}: id ${row.id} listed twice ('${byId.get(row.id)!.name}', '${row.name}')`);
      }
      byId.set(row.id, row);
      // Writer names are unique, so two rows with one name mean a create was applied twice.
      if (row.name.startsWith('K-')) {
        const other = byName.get(row.name);
        if (other !== undefined) {
          problems.push(`${when}: '${row.name}' listed twice (ids ${other} and ${row.id})`);
        }
        byName.set(row.name, row.id);
      }
      const before = this.owner.get(row.id);
      if (before !== undefined && before !== row.name) {
        problems.push(`${when}: id ${row.id} is now '${row.name}' but belonged to '${before}' (id reused)`);
      }
    }
    for (const [id, { name, why }] of this.mustExist) {
      if (!byId.has(id)) problems.push(`${when}: missing id ${id} '${name}' (${why})`);
    }
    for (const [id, { name, round }] of this.deleted) {
      if (byId.has(id)) {
        problems.push(
          `${when}: id ${id} '${name}' is back although its delete was acknowledged in round ${round}`,
        );
      }
    }
    for (const row of rows) {
      if (!this.owner.has(row.id)) this.owner.set(row.id, row.name);
      if (!this.mustExist.has(row.id) && !this.deleted.has(row.id)) {
        this.mustExist.set(row.id, { name: row.name, why: `listed after an earlier restart (${when})` });
      }
    }
    return problems;
  }
}
