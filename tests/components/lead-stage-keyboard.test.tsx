import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, settle, storeSession } from './support/renderApp';
import { SUPERVISOR, useTestServer } from './support/server';

// The lead-stage dropdown on the details page, against the real server: arrow keys only move the
// choice (sent on Enter or when focus leaves), a choice from the open list is sent at once.

jest.setTimeout(30_000);
const server = useTestServer();
beforeEach(() => localStorage.clear());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function openLead() {
  const token = await server().login(SUPERVISOR.email, SUPERVISOR.password);
  storeSession(token);
  const list = await server().request('GET', '/leads?per_page=100&start_date=1970-01-01', { token });
  const lead = (list.body.contents as Json).data.find((l: Json) => l.is_disabled === 0);
  const view = renderApp(`/leads-organization/${lead.id}/leads-details`, server().baseUrl);
  const select = (await screen.findByLabelText('Lead Stage')) as HTMLSelectElement;
  await waitFor(() => expect(select.options.length).toBeGreaterThan(3));
  const stageOnServer = async () =>
    ((await server().request('GET', `/leads/${lead.id}`, { token })).body.contents as Json)
      .lead_stage as string;
  return { select, view, stageOnServer };
}

/** What Chromium does for ArrowDown on a closed select: a keydown, then a change to the next option. */
function arrowDown(select: HTMLSelectElement) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value: select.options[select.selectedIndex + 1].value } });
}

test('arrow keys step through the stages without saving each; Enter saves the one reached', async () => {
  const { select, view, stageOnServer } = await openLead();
  const before = await stageOnServer();
  select.focus();
  arrowDown(select);
  arrowDown(select);
  const reached = select.value;
  expect(reached).not.toBe(before);
  await settle(view.store);
  expect(await stageOnServer()).toBe(before); // nothing sent on the way
  fireEvent.keyDown(select, { key: 'Enter' });
  await waitFor(async () => expect(await stageOnServer()).toBe(reached));
});

test('leaving the dropdown saves a stepped choice; a choice from the open list is sent at once', async () => {
  const { select, stageOnServer } = await openLead();
  select.focus();
  arrowDown(select);
  const stepped = select.value;
  fireEvent.blur(select);
  await waitFor(async () => expect(await stageOnServer()).toBe(stepped));
  const other = [...select.options].map((o) => o.value).find((v) => v && v !== stepped)!;
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: other } });
  await waitFor(async () => expect(await stageOnServer()).toBe(other));
});
