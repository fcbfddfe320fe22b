/**
 * The Waiting to sync list during a sync: the units being sent say "Sending" while their calls
 * run, not "Waiting" (src/queue/sendUnit.ts tells the list). The calls go to the real server
 * through a pass-through proxy that holds step 1's create until the test lets it go.
 */
import 'fake-indexeddb/auto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, within } from '@testing-library/react';
import { putUnit } from '../../src/queue/store';
import { queueClock } from '../../src/queue/clock';
import { initialInfo, person } from '../api/lead-wizard-fixtures';
import { emptyQueueDb } from './support/queueDb';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, useTestServer } from './support/server';

const server = useTestServer();
jest.setTimeout(30_000);
const NOW = Date.parse('2026-03-01T09:00:00Z');
queueClock.now = () => NOW;

/** Forwards every call to `target`; a create of step 1 waits until `release`. */
async function holdingProxy(target: string) {
  const upstream = new URL(target);
  const held: (() => void)[] = [];
  let holding = true;
  const proxy = http.createServer((req, res) => {
    const forward = () => {
      const out = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(out);
    };
    if (holding && req.url?.endsWith('/store-leads-initial-info')) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${upstream.pathname}`,
    heldCount: () => held.length,
    release: () => {
      holding = false;
      held.splice(0).forEach((run) => run());
    },
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

test('a unit being sent shows "Sending" until it has left the queue', async () => {
  await emptyQueueDb();
  const token = await server().login(STAFF.email, STAFF.password);
  const me = await server().request('GET', '/get-role-permissions', { token });
  const owner = (me.body.contents as { user: { id: number } }).user.id;
  const title = `Booth Sending ${Date.now()}`;
  await putUnit({
    clientId: crypto.randomUUID(),
    owner,
    capturedAt: NOW - 60_000,
    state: 'waiting',
    lastError: null,
    fieldErrors: {},
    attempts: 0,
    nextAttemptAt: NOW,
    title,
    leadId: null,
    initialInfo: initialInfo({ organization_name: title, phone: `01666 ${String(Date.now()).slice(-6)}` }),
    persons: { concern_person_info: [person({ email: [`sending.${Date.now()}@example.com`] })] },
    cards: [],
  });
  const proxy = await holdingProxy(server().baseUrl);
  try {
    storeSession(token);
    const view = renderApp('/waiting-to-sync', proxy.apiUrl);
    const list = await screen.findByRole('list', { name: 'Leads waiting to sync' });
    const item = await within(list).findByRole('listitem', { name: title });
    // The create is held at the proxy: the unit is being sent, and the list says so.
    expect(await within(item).findByText('Sending')).toBeInTheDocument();
    expect(proxy.heldCount()).toBe(1);
    proxy.release();
    expect(
      await screen.findByText('Nothing is waiting to sync.', {}, { timeout: 25_000 }),
    ).toBeInTheDocument();
    await settle(view.store);
  } finally {
    proxy.release();
    await proxy.close();
  }
});
