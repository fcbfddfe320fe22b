/**
 * Exactly once across a crash: a lead created under an Idempotency-Key and acknowledged, then the
 * server killed with SIGKILL (no shutdown, no snapshot) and started again on the same DATA_DIR.
 * The retry must answer the same id and the data must hold the lead once: the key was committed
 * with the lead (the same journal record; on PostgreSQL the same transaction).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnStandbyServer, type ChildServer } from '../support/child-server';
import { readDb } from '../support/read-db';
import { ADMIN } from '../support/demo-accounts';
import { childStoreEnv } from '../support/test-server';
import { initialInfo } from './lead-wizard-fixtures';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../contract/idempotency';

let dataDir: string;
let server: ChildServer | undefined;
let store: Record<string, string>;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-idem-kill-'));
  store = await childStoreEnv(dataDir);
});
afterAll(async () => {
  await server?.kill9();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function post(p: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server!.baseUrl}${p}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), replayed: res.headers.get(IDEMPOTENT_REPLAY_HEADER) };
}

it('an acknowledged create, kill -9 and restart: the retry answers the same id and adds nothing', async () => {
  server = await spawnStandbyServer(store).start(dataDir);
  const login = await post('/login', ADMIN);
  expect(login.status).toBe(200);
  const headers = {
    Authorization: `Bearer ${login.body.contents.token}`,
    [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
  };
  const body = initialInfo();
  const first = await post('/store-leads-initial-info', body, headers);
  expect(first.status).toBe(201);

  // The next process compiles while this one still runs; it opens the data only after the kill.
  const standby = spawnStandbyServer(store);
  await server.kill9();
  server = await standby.start(dataDir);
  const again = await post('/store-leads-initial-info', body, headers);
  expect(again).toEqual({ ...first, replayed: 'true' });

  await server.stop();
  server = undefined;
  const named = readDb(dataDir).leads.filter(
    (l) => l.initial_info?.organization_name === body.organization_name,
  );
  expect(named.map((l) => l.id)).toEqual([first.body.contents.id]);
});
