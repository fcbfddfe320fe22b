/**
 * Booth mode on the lead details page (issue 29 item 3): a note saved without an answer is queued
 * on the device (IndexedDB through fake-indexeddb), shown in the timeline as waiting and on the
 * Waiting to sync screen, and sent once by the sync with its Idempotency-Key. The calls go to the
 * real server through a proxy that can cut them (no answer, as offline) or lose the answer after
 * the server committed.
 */
import 'fake-indexeddb/auto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queueClock } from '../../src/queue/clock';
import { SAVED_ON_DEVICE } from '../../src/queue/messages';
import { unitsOf } from '../../src/queue/store';
import { emptyQueueDb } from './support/queueDb';
import { renderApp, settle, storeSession } from './support/renderApp';
import { SUPERVISOR, useTestServer } from './support/server';
import { network } from './support/network';

const server = useTestServer();
jest.setTimeout(40_000);

const NOW = Date.parse('2026-03-01T09:00:00Z');
queueClock.now = () => NOW;

const NOTE_PATH = '/store-leads-details-note-info';

/**
 * Forwards every call to `target`. `mode` 'cut': a note save is dropped unanswered; 'loseAnswer':
 * the next one reaches the server, and its answer is dropped. Each note save's Idempotency-Key is recorded.
 */
async function cuttingProxy(target: string) {
  const upstream = new URL(target);
  const state = { mode: 'pass' as 'pass' | 'cut' | 'loseAnswer', keys: [] as (string | undefined)[] };
  const proxy = http.createServer((req, res) => {
    const isNote = req.url?.endsWith(NOTE_PATH) ?? false;
    if (isNote) state.keys.push(req.headers['idempotency-key'] as string | undefined);
    if (isNote && state.mode === 'cut') return void req.socket.destroy();
    const lose = isNote && state.mode === 'loseAnswer';
    // Only the first answer is lost: the sync's resend may start before the test looks.
    if (lose) state.mode = 'pass';
    const out = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        if (lose) {
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(out);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    state,
    apiUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${upstream.pathname}`,
    close: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        proxy.close(resolve);
      }),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

beforeEach(async () => {
  localStorage.clear();
  network.online = true;
  await emptyQueueDb();
});

async function signedIn() {
  const token = await server().login(SUPERVISOR.email, SUPERVISOR.password);
  const me = await server().request('GET', '/get-role-permissions', { token });
  const owner = (me.body.contents as Json).user.id as number;
  const list = await server().request('GET', '/leads?per_page=20&start_date=1970-01-01', { token });
  const lead = (list.body.contents as Json).data[0];
  return {
    token,
    owner,
    lead: { id: lead.id as number, name: lead.initial_info.organization_name as string },
  };
}

/** The lead's notes on the server. */
async function notesOf(token: string, leadId: number): Promise<Json[]> {
  const read = await server().request('POST', '/get-leads-details-tab-count-and-data', {
    token,
    body: { lead_id: leadId },
  });
  return (read.body.contents as Json).details.filter((d: Json) => d.type === 'note');
}

/** The lead's notes on the server with this text. */
async function notesSaying(token: string, leadId: number, text: string): Promise<Json[]> {
  return (await notesOf(token, leadId)).filter((d: Json) => d.description === text);
}

async function openNoteForm(leadId: number, apiUrl: string) {
  const view = renderApp(`/leads-organization/${leadId}/leads-details`, apiUrl);
  // The first test loads the page's lazy code on a busy machine: more than the usual 5 s.
  await screen.findByRole('heading', { name: 'Activity Timeline' }, { timeout: 20_000 });
  const forms = document.getElementById('activity-forms')!.closest('div')!.parentElement!;
  await userEvent.click(within(forms).getByRole('tab', { name: 'Note' }));
  const form = await screen.findByRole('form', { name: 'Note' });
  return { view, form };
}

const timeline = () => screen.getByRole('heading', { name: 'Activity Timeline' }).closest('section')!;

test('offline, a note is queued, shown as waiting, listed, and sent once when online again', async () => {
  const { token, owner, lead } = await signedIn();
  const proxy = await cuttingProxy(server().baseUrl);
  try {
    storeSession(token);
    const { view, form } = await openNoteForm(lead.id, proxy.apiUrl);
    proxy.state.mode = 'cut';
    network.online = false;
    act(() => void window.dispatchEvent(new Event('offline')));

    const text = `Booth note ${Date.now()}`;
    await userEvent.type(within(form).getByLabelText('Note Description'), text);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Note Description')).toHaveValue(''));
    const queued = await within(timeline()).findByTestId('queued-timeline-item');
    expect(queued).toHaveTextContent(text);
    expect(queued).toHaveTextContent('Waiting to sync');

    const [unit, ...others] = await unitsOf(owner);
    expect(others).toEqual([]);
    expect(unit).toMatchObject({ kind: 'activity', activity: 'note', leadId: lead.id, title: lead.name });
    // The browser says it is offline: the save is queued without trying the network at all.
    expect(proxy.state.keys).toEqual([]);
    expect(await notesSaying(token, lead.id, text)).toHaveLength(0);

    await act(() => view.router.navigate('/waiting-to-sync'));
    const list = await screen.findByRole('list', { name: 'Leads waiting to sync' });
    const item = await within(list).findByRole('listitem', { name: `Note on ${lead.name}` });
    expect(item).toHaveTextContent(text);
    expect(item).toHaveTextContent('Waiting');

    // Online again: the sync sends it, the lead's page shows it as stored, the queue is empty.
    await act(() => view.router.navigate(`/leads-organization/${lead.id}/leads-details`));
    await screen.findByTestId('queued-timeline-item');
    proxy.state.mode = 'pass';
    network.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('queued-timeline-item')).toBeNull(), { timeout: 15_000 });
    await within(timeline()).findByText(text);
    expect(await notesSaying(token, lead.id, text)).toHaveLength(1);
    expect(await unitsOf(owner)).toEqual([]);
    expect(proxy.state.keys).toEqual([`${unit.clientId}.activity`]);
    await settle(view.store);
  } finally {
    await proxy.close();
  }
});

test('a queued note on a timeline tab without stored notes is shown without "No activities yet."', async () => {
  const { token } = await signedIn();
  const list = await server().request('GET', '/leads?per_page=20&start_date=1970-01-01', { token });
  let leadId: number | undefined;
  for (const row of (list.body.contents as Json).data as Json[])
    if ((await notesOf(token, row.id)).length === 0) {
      leadId = row.id;
      break;
    }
  expect(leadId).toBeDefined();
  const proxy = await cuttingProxy(server().baseUrl);
  try {
    storeSession(token);
    const { view, form } = await openNoteForm(leadId!, proxy.apiUrl);
    await userEvent.click(within(timeline()).getByRole('tab', { name: 'Note' }));
    expect(within(timeline()).getByText('No activities yet.')).toBeInTheDocument();
    proxy.state.mode = 'cut';
    network.online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    await userEvent.type(within(form).getByLabelText('Note Description'), `Tab note ${Date.now()}`);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(timeline()).findByTestId('queued-timeline-item');
    expect(within(timeline()).queryByText('No activities yet.')).toBeNull();
    await settle(view.store);
  } finally {
    await proxy.close();
  }
});

test('a note whose answer was lost after the server stored it is queued and not stored twice', async () => {
  const { token, owner, lead } = await signedIn();
  const proxy = await cuttingProxy(server().baseUrl);
  try {
    storeSession(token);
    const { view, form } = await openNoteForm(lead.id, proxy.apiUrl);
    proxy.state.mode = 'loseAnswer';
    const text = `Lost answer ${Date.now()}`;
    await userEvent.type(within(form).getByLabelText('Note Description'), text);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeInTheDocument();
    expect(await notesSaying(token, lead.id, text)).toHaveLength(1);

    // The queue change starts the sync at once; the server answers its first answer again.
    await waitFor(async () => expect(await unitsOf(owner)).toEqual([]), { timeout: 15_000 });
    expect(await notesSaying(token, lead.id, text)).toHaveLength(1);
    expect(new Set(proxy.state.keys).size).toBe(1);
    expect(proxy.state.keys.length).toBeGreaterThanOrEqual(2);
    await settle(view.store);
  } finally {
    await proxy.close();
  }
});

test('a queued note the server refuses needs attention; fixed, it is sent', async () => {
  const { token, owner, lead } = await signedIn();
  const proxy = await cuttingProxy(server().baseUrl);
  try {
    storeSession(token);
    const { view, form } = await openNoteForm(lead.id, proxy.apiUrl);
    proxy.state.mode = 'cut';
    network.online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    // Empty: the form leaves the check to the server, which is not there.
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeInTheDocument();

    await act(() => view.router.navigate('/waiting-to-sync'));
    proxy.state.mode = 'pass';
    network.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    const list = await screen.findByRole('list', { name: 'Leads waiting to sync' });
    const item = await within(list).findByRole('listitem', { name: `Note on ${lead.name}` });
    await within(item).findByText('The note description field is required.', {}, { timeout: 15_000 });
    expect(item).toHaveTextContent('Needs attention');
    expect((await unitsOf(owner))[0].state).toBe('needsAttention');

    const text = `Fixed note ${Date.now()}`;
    await userEvent.type(within(item).getByLabelText(/note description/i), text);
    await userEvent.click(within(item).getByRole('button', { name: 'Fix and resend' }));
    expect(
      await screen.findByText('Nothing is waiting to sync.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await notesSaying(token, lead.id, text)).toHaveLength(1);
    await settle(view.store);
  } finally {
    await proxy.close();
  }
});
