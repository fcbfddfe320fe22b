/**
 * The wizard's duplicate warning offline (issue 29, booth mode item 6): the index of the leads the
 * user may see (GET /lead-duplicates-index) is kept while online with the booth's other reads
 * (IndexedDB through fake-indexeddb); offline, the same matching rule over it gives the same
 * "Possible duplicate" warning. Real app, real server, then an address where nothing listens.
 */
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuplicateIndexEntry, DuplicateMatch } from '../../contract/duplicates';
import { duplicatesInIndex } from '../../src/features/lead-wizard/offlineDuplicates';
import { initialInfo, person } from '../api/lead-wizard-fixtures';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, useTestServer } from './support/server';

const server = useTestServer();
jest.setTimeout(60_000);
beforeEach(() => localStorage.clear());

/** Port 9 (discard) on loopback: nothing listens, so every call fails as with the network off. */
const NO_NETWORK = 'http://127.0.0.1:9/api';

test('offline, step 1 warns of a lead with the same name and phone from the index kept online', async () => {
  const user = userEvent.setup();
  const token = await server().login(STAFF.email, STAFF.password);
  const name = `Booth Twin ${Date.now()}`;
  const made = await server().request('POST', '/store-leads-initial-info', {
    token,
    body: initialInfo({ organization_name: name, phone: '+880 1999 55-1234' }),
  });
  const id = (made.body.contents as { id: number }).id;
  storeSession(token);
  const online = renderApp('/leads-organization/initial-info', server().baseUrl);
  await screen.findByRole('heading', { name: 'Initial Information' });
  // The layout's refresh (src/app/layout/useOfflineReadsRefresh.ts) fetches and stores the index.
  await waitFor(() =>
    expect(online.store.getState().api.queries['leadDuplicateIndex(undefined)']?.status).toBe('fulfilled'),
  );
  await settle(online.store);
  online.unmount();

  const offline = renderApp('/leads-organization/initial-info', NO_NETWORK);
  await screen.findByRole('heading', { name: 'Initial Information' });
  await user.type(screen.getByLabelText(/Organization Name/), `  ${name.toUpperCase()}`);
  await user.type(screen.getByLabelText(/^Phone/), '8801999551234');
  await user.selectOptions(screen.getByLabelText(/Lead Priority/), 'Good');
  await waitFor(() =>
    expect(screen.getByLabelText(/Country/).querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(screen.getByLabelText(/Country/), '1');
  await waitFor(() =>
    expect(screen.getByLabelText(/^Exhibition/).querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(screen.getByLabelText(/^Exhibition/), '1');
  await user.selectOptions(screen.getByLabelText(/^Assign To/), '4');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Possible duplicate')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: `Lead #${id}: ${name}` })).toHaveAttribute(
    'href',
    `/leads-organization/${id}/leads-details`,
  );
  expect(dialog).toHaveTextContent('(same organization name, same phone)');
  await settle(offline.store);
});

test('the offline rule is the server’s: the same matches as POST /lead-duplicates-check, in order', async () => {
  const token = await server().login(STAFF.email, STAFF.password);
  const tag = Date.now();
  const email = `twin.${tag}@example.com`;
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const made = await server().request('POST', '/store-leads-initial-info', {
      token,
      body: initialInfo({ organization_name: `Rule Twin ${tag} ${n}`, phone: `01888 ${tag % 1e6}${n}` }),
    });
    const leadId = (made.body.contents as { id: number }).id;
    ids.push(leadId);
    await server().request('POST', '/lead-concern-info', {
      token,
      body: {
        lead_id: leadId,
        concern_person_info: [person({ email: [email], phone: [`01777 ${tag % 1e6}${n}`] })],
      },
    });
  }
  const index = (await server().request('GET', '/lead-duplicates-index', { token })).body
    .contents as DuplicateIndexEntry[];
  const bodies = [
    { organization_name: ` rule twin ${tag} 1 `, phones: ['x'] },
    { phones: [`+01777-${tag % 1e6}2`], emails: [` ${email.toUpperCase()}`] },
    { exclude_lead_id: ids[0], phones: [], emails: [email] },
  ];
  for (const body of bodies) {
    const checked = (await server().request('POST', '/lead-duplicates-check', { token, body })).body
      .contents as DuplicateMatch[];
    expect(checked.length).toBeGreaterThan(0);
    expect(duplicatesInIndex(index, body)).toEqual(checked);
  }
});
