import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, STAFF, useTestServer } from './support/server';
import { initialInfo, person, PNG_BYTES } from '../api/lead-wizard-fixtures';

const server = useTestServer();
// The create test types two whole steps key by key: about 9 s on a quiet machine, 29 s alone on
// a loaded one. The bound only ends a hung test; the steps themselves wait on conditions.
jest.setTimeout(60_000);

beforeEach(() => localStorage.clear());

async function signedIn(account: { email: string; password: string }, path: string) {
  storeSession(await server().login(account.email, account.password));
  return renderApp(path, server().baseUrl);
}

test('create: client rules first, then both steps save and the list is next', async () => {
  const user = userEvent.setup();
  const { router, store } = await signedIn(STAFF, '/leads-organization/initial-info');
  await screen.findByRole('heading', { name: 'Initial Information' });
  await waitFor(() => expect(document.title).toBe('Initial Information | CRMS'));

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Organization name is required')).toBeInTheDocument();
  expect(screen.getByLabelText(/Organization Name/)).toHaveClass('is-invalid');
  expect(screen.getByText('Phone is required')).toBeInTheDocument();
  expect(screen.getByText('Exhibition is required')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove exhibition 1' })).toBeNull();

  const name = `Component Wizard ${Date.now()}`;
  await user.type(screen.getByLabelText(/Organization Name/), name);
  await user.type(screen.getByLabelText(/^Phone/), '+880 1711 223344');
  await user.selectOptions(screen.getByLabelText(/Lead Priority/), 'Good');
  await waitFor(() =>
    expect(screen.getByLabelText(/Country/).querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(screen.getByLabelText(/Country/), '1');
  await waitFor(() =>
    expect(screen.getByLabelText('Division').querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(screen.getByLabelText('Division'), '1');
  await waitFor(() =>
    expect(screen.getByLabelText(/^Exhibition/).querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(screen.getByLabelText(/^Exhibition/), '1');
  await user.selectOptions(screen.getByLabelText(/^Assign To/), '4');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await screen.findByRole('heading', { name: 'Concern Person Information' });
  expect(router.state.location.pathname).toBe('/leads-organization/concern-person-info');
  // Step 2 names the lead step 1 saved, so a reload continues it.
  expect(new URLSearchParams(router.state.location.search).get('lead')).toMatch(/^\d+$/);
  await user.type(screen.getByLabelText(/^Name/), 'Karim');
  await user.type(screen.getByLabelText(/^Phone/), '01711 000111{Enter}');
  await user.type(screen.getByLabelText(/^Email/), 'karim@example.com{Enter}');
  await user.click(screen.getByRole('button', { name: 'Add Another Concern Person' }));
  expect(screen.getAllByRole('group', { name: /Concern person/ })).toHaveLength(2);
  const second = screen.getByRole('group', { name: 'Concern person 2' });
  await user.type(within(second).getByLabelText(/^Name/), 'Second');
  await user.type(within(second).getByLabelText(/^Phone/), '01711 000222{Enter}');
  await user.type(within(second).getByLabelText(/^Email/), 'bad-email{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
  // The tag box itself is marked invalid too, not only the message under it.
  expect(within(second).getByLabelText(/^Email/).parentElement).toHaveClass('is-invalid');
  await user.click(within(second).getByRole('button', { name: 'Remove bad-email' }));
  await user.type(within(second).getByLabelText(/^Email/), 'second@example.com{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/leads-organization/leads-index'));
  // The list page loads lazily and only then asks for its rows: wait for the new lead's row (newest
  // first), so no answer lands after the test moved on to its own server calls.
  expect(await screen.findByText(name)).toBeInTheDocument();
  await settle(store);
  const leads = (
    await server().request('GET', `/leads?search=${encodeURIComponent(name)}`, {
      token: await server().login(ADMIN.email, ADMIN.password),
    })
  ).body.contents as { data: { id: number }[] };
  expect(leads.data).toHaveLength(1);
  const lead = (
    await server().request('GET', `/leads/${leads.data[0].id}`, {
      token: await server().login(ADMIN.email, ADMIN.password),
    })
  ).body.contents as {
    initial_info: Record<string, unknown>;
    concern_person: { name: string; email: string[] }[];
  };
  expect(lead.initial_info).toMatchObject({
    organization_name: name,
    phone: '+880 1711 223344',
    country_id: 1,
    division_id: 1,
  });
  expect(lead.concern_person.map((p) => [p.name, p.email])).toEqual([
    ['Karim', ['karim@example.com']],
    ['Second', ['second@example.com']],
  ]);
});

test('browser Forward to step 2 after Back is corrected in place, so Back can still leave', async () => {
  const user = userEvent.setup();
  const { router, store } = await signedIn(ADMIN, '/leads-organization/1/initial-info');
  const org = await screen.findByLabelText(/Organization Name/);
  await waitFor(() => expect(org).not.toHaveValue(''));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Concern Person Information Update' });
  await act(() => router.navigate(-1));
  await screen.findByRole('heading', { name: 'Initial Information' });
  await act(() => router.navigate(1));
  await waitFor(() => expect(router.state.location.pathname).toBe('/leads-organization/1/initial-info'));
  // Pushing here would leave step 2 behind it: Back would return to it and bounce here again.
  expect(router.state.historyAction).toBe('REPLACE');
  await settle(store);
});

test('edit: loads the lead into both steps and shows a server 422 under its field', async () => {
  const user = userEvent.setup();
  const { router, store } = await signedIn(ADMIN, '/leads-organization/1/initial-info');
  const org = await screen.findByLabelText(/Organization Name/);
  await waitFor(() => expect(org).not.toHaveValue(''));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Concern Person Information Update' });
  expect(router.state.location.pathname).toBe('/leads-organization/1/concern-person-info');
  await waitFor(() => expect(document.title).toBe('Concern Person Information Update | CRMS'));
  expect(screen.getAllByRole('group', { name: /Concern person/ }).length).toBeGreaterThan(0);

  // Back keeps the values; a rule only the server checks (length) comes back as a 422 whose first
  // message shows under the field, and the update also toasts.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { name: 'Initial Information' });
  expect(router.state.location.pathname).toBe('/leads-organization/1/initial-info');
  const orgField = screen.getByLabelText(/Organization Name/);
  await user.clear(orgField);
  await user.click(orgField);
  await user.paste('x'.repeat(256));
  // A typed industry travels as industry_type_text: its server error shows under the typeahead.
  const industry = screen.getByLabelText('Industry Type');
  await user.clear(industry);
  await user.click(industry);
  await user.paste('y'.repeat(256));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const messages = await screen.findAllByText(
    'The organization name may not be greater than 255 characters.',
  );
  expect(messages.length).toBeGreaterThan(0);
  expect(
    await screen.findByText('The industry type may not be greater than 255 characters.'),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/leads-organization/1/initial-info');
  await settle(store);
});

test('a chosen prospect prefills step 1, warns as a duplicate, and prefills step 2', async () => {
  const user = userEvent.setup();
  // Server calls first: awaiting them while the app loads would let its updates land outside act.
  const [prospect] = (
    await server().request('GET', '/prospects-list', {
      token: await server().login(STAFF.email, STAFF.password),
    })
  ).body.contents as {
    organization_name: string;
    phone: string;
    website_link: string;
    concern_person_info: { name: string }[];
  }[];
  const { router, store } = await signedIn(STAFF, '/leads-organization/initial-info');
  const org = await screen.findByLabelText(/Organization Name/);
  await user.type(org, prospect.organization_name.slice(0, 6));
  await user.click(
    await screen.findByRole(
      'option',
      { name: `${prospect.organization_name} (Prospect)` },
      { timeout: 3000 },
    ),
  );
  expect(org).toHaveValue(prospect.organization_name);
  expect(screen.getByLabelText(/^Phone/)).toHaveValue(prospect.phone);
  expect(screen.getByLabelText('Website')).toHaveValue(prospect.website_link);

  await user.selectOptions(screen.getByLabelText(/Lead Priority/), 'Low');
  await waitFor(() =>
    expect(screen.getByLabelText(/Country/).querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(screen.getByLabelText(/Country/), '1');
  await waitFor(() =>
    expect(screen.getByLabelText(/^Exhibition/).querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(screen.getByLabelText(/^Exhibition/), '2');
  await user.selectOptions(screen.getByLabelText(/^Assign To/), '3');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Possible duplicate')).toBeInTheDocument();
  expect(
    within(dialog).getByRole('link', { name: new RegExp(`Prospect #\\d+: ${prospect.organization_name}`) }),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save Anyway' }));

  await screen.findByRole('heading', { name: 'Concern Person Information' });
  expect(router.state.location.pathname).toBe('/leads-organization/concern-person-info');
  expect(
    JSON.parse(new URLSearchParams(router.state.location.search).get('selectedProspect')!).organization_name,
  ).toBe(prospect.organization_name);
  expect(screen.getAllByRole('group', { name: /Concern person/ })).toHaveLength(
    prospect.concern_person_info.length,
  );
  expect(within(screen.getByRole('group', { name: 'Concern person 1' })).getByLabelText(/^Name/)).toHaveValue(
    prospect.concern_person_info[0].name,
  );
  await settle(store);
});

test('edit step 2: removing a person leaves the next one whole, and an added card starts empty', async () => {
  const user = userEvent.setup();
  const token = await server().login(ADMIN.email, ADMIN.password);
  // A stored visiting card for the first person (written where uploads live).
  const card = `${'ab'.repeat(16)}.png`;
  fs.mkdirSync(path.join(server().dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(server().dataDir, 'uploads', card), PNG_BYTES);
  const organization = `Remove Person ${Date.now()}`;
  const created = await server().request('POST', '/store-leads-initial-info', {
    token,
    body: initialInfo({ organization_name: organization }),
  });
  const id = (created.body.contents as { id: number }).id;
  const saved = await server().request('POST', '/lead-concern-info', {
    token,
    body: {
      lead_id: id,
      concern_person_info: [
        person({ name: 'First Person', attachment: card, email: ['first@example.com'] }),
        person({ name: 'Second Person', phone: ['+8801711222222'], email: ['second@example.com'] }),
      ],
    },
  });
  expect(saved.status).toBe(200);

  const { router, store } = await signedIn(ADMIN, `/leads-organization/${id}/concern-person-info`);
  await screen.findByRole('heading', { name: 'Concern Person Information Update' });
  const cardOf = (n: number) => screen.getByRole('group', { name: `Concern person ${n}` });
  await waitFor(() => expect(within(cardOf(1)).getByLabelText(/^Name/)).toHaveValue('First Person'));
  expect(within(cardOf(1)).getByText(card)).toBeInTheDocument();

  await user.click(within(cardOf(1)).getByRole('button', { name: /^Remove concern person/ }));
  expect(screen.getAllByRole('group', { name: /Concern person/ })).toHaveLength(1);
  expect(within(cardOf(1)).getByLabelText(/^Name/)).toHaveValue('Second Person');
  expect(within(cardOf(1)).queryByText(card)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Add Another Concern Person' }));
  const added = cardOf(2);
  expect(within(added).getByLabelText(/^Name/)).toHaveValue('');
  expect(within(added).queryByRole('button', { name: /^Remove \+/ })).toBeNull(); // no phone tags
  await user.type(within(added).getByLabelText(/^Name/), 'Added Person');
  await user.type(within(added).getByLabelText(/^Phone/), '01711 333333{Enter}');
  await user.type(within(added).getByLabelText(/^Email/), 'added@example.com{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/leads-organization/leads-index'));
  // The lazily loaded list asks for its rows only once mounted: wait for this lead's row first.
  expect(await screen.findByText(organization)).toBeInTheDocument();
  await settle(store);

  const lead = (await server().request('GET', `/leads/${id}`, { token })).body.contents as {
    concern_person: { name: string; attachment: string | null; email: string[] }[];
  };
  expect(lead.concern_person.map((p) => [p.name, p.attachment, p.email])).toEqual([
    ['Second Person', null, ['second@example.com']],
    ['Added Person', null, ['added@example.com']],
  ]);
});

test('a create link naming a prospect starts at step 1 prefilled and carries the prospect to step 2', async () => {
  const user = userEvent.setup();
  const [prospect] = (
    await server().request('GET', '/prospects-list', {
      token: await server().login(STAFF.email, STAFF.password),
    })
  ).body.contents as { organization_name: string; phone: string; concern_person_info: { name: string }[] }[];
  const link = `/leads-organization/concern-person-info?selectedProspect=${encodeURIComponent(
    JSON.stringify(prospect),
  )}`;
  const { router, store } = await signedIn(STAFF, link);
  await screen.findByRole('heading', { name: 'Initial Information' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/leads-organization/initial-info'));
  expect(screen.getByLabelText(/Organization Name/)).toHaveValue(prospect.organization_name);
  expect(screen.getByLabelText(/^Phone/)).toHaveValue(prospect.phone);

  await user.selectOptions(screen.getByLabelText(/Lead Priority/), 'Very Low');
  await waitFor(() =>
    expect(screen.getByLabelText(/Country/).querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(screen.getByLabelText(/Country/), '1');
  await waitFor(() =>
    expect(screen.getByLabelText(/^Exhibition/).querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(screen.getByLabelText(/^Exhibition/), '1');
  await user.selectOptions(screen.getByLabelText(/^Assign To/), '3');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Save Anyway' }));

  await screen.findByRole('heading', { name: 'Concern Person Information' });
  expect(router.state.location.pathname).toBe('/leads-organization/concern-person-info');
  expect(within(screen.getByRole('group', { name: 'Concern person 1' })).getByLabelText(/^Name/)).toHaveValue(
    prospect.concern_person_info[0].name,
  );
  await settle(store);
});

test('edit opened by its URL without the right to edit says so before any typing', async () => {
  await signedIn(STAFF, '/leads-organization/1/initial-info');
  expect(
    await screen.findByText(/You do not have permission to edit this lead\./, undefined, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
});

/** A lead whose step 1 `account` saved and whose persons nobody has added yet (unfinished). */
async function unfinishedLeadOf(account: { email: string; password: string }) {
  const created = await server().request('POST', '/store-leads-initial-info', {
    token: await server().login(account.email, account.password),
    body: initialInfo({ organization_name: `Unfinished ${account.email} ${Date.now()}` }),
  });
  expect(created.status).toBe(201);
  return (created.body.contents as { id: number }).id;
}

test('another employee’s unfinished lead opened by its edit URL is refused at once, not at saving', async () => {
  const id = await unfinishedLeadOf(ADMIN);
  const { store } = await signedIn(STAFF, `/leads-organization/${id}/initial-info`);
  expect(
    await screen.findByText(/You do not have permission to edit this lead\./, undefined, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  await settle(store);
});

test('the creator’s own unfinished lead opened by its edit URL continues the create wizard at step 2', async () => {
  const id = await unfinishedLeadOf(STAFF);
  const { router, store } = await signedIn(STAFF, `/leads-organization/${id}/initial-info`);
  await waitFor(() => expect(router.state.location.pathname).toBe('/leads-organization/concern-person-info'));
  expect(new URLSearchParams(router.state.location.search).get('lead')).toBe(String(id));
  expect(await screen.findByRole('heading', { name: 'Concern Person Information' })).toBeInTheDocument();
  await settle(store);
});

test('edit refused (403) says why without a Retry button: retrying cannot help', async () => {
  await signedIn(STAFF, '/leads-organization/1/concern-person-info');
  expect(
    await screen.findByText(/You do not have permission to edit this lead\./, undefined, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test('edit of a missing lead (404) shows no Retry either', async () => {
  await signedIn(ADMIN, '/leads-organization/99999999/initial-info');
  expect(await screen.findByText('Lead not found.', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test.each(['abc', '0'])(
  'edit of a lead id that cannot exist (%s) says "Lead not found." without asking the server',
  async (id) => {
    const fetchSpy = jest.spyOn(global, 'fetch');
    try {
      const { store } = await signedIn(ADMIN, `/leads-organization/${id}/initial-info`);
      expect(await screen.findByText('Lead not found.', undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      await settle(store);
      const urls = fetchSpy.mock.calls.map(([input]) =>
        input instanceof Request ? input.url : String(input),
      );
      expect(urls.length).toBeGreaterThan(0); // the spy sees the app's calls (session, menus)
      expect(urls.filter((url) => /\/leads\/[^/?]*$/.test(new URL(url).pathname))).toEqual([]);
    } finally {
      fetchSpy.mockRestore();
    }
  },
);

test('create: step 2 names the saved lead, so a reload continues it (Back shows step 1, Save completes it)', async () => {
  const user = userEvent.setup();
  const token = await server().login(STAFF.email, STAFF.password);
  const organization = `Resumed Wizard ${Date.now()}`;
  // Step 1 saved by this user, then the page was reloaded at step 2.
  const created = await server().request('POST', '/store-leads-initial-info', {
    token,
    body: initialInfo({ organization_name: organization }),
  });
  const id = (created.body.contents as { id: number }).id;

  const { router, store } = await signedIn(STAFF, `/leads-organization/concern-person-info?lead=${id}`);
  await screen.findByRole('heading', { name: 'Concern Person Information' });
  expect(router.state.location.pathname).toBe('/leads-organization/concern-person-info');

  // Back: the saved step 1; Next updates that lead (no new lead, no duplicate warning) and comes back.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { name: 'Initial Information' });
  await waitFor(() => expect(screen.getByLabelText(/Organization Name/)).toHaveValue(organization));
  await user.type(screen.getByLabelText(/Organization Name/), ' Ltd');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Concern Person Information' });
  expect(new URLSearchParams(router.state.location.search).get('lead')).toBe(String(id));

  await user.type(screen.getByLabelText(/^Name/), 'Resumed Person');
  await user.type(screen.getByLabelText(/^Phone/), '01711 000777{Enter}');
  await user.type(screen.getByLabelText(/^Email/), `resumed.${Date.now()}@example.com{Enter}`);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/leads-organization/leads-index'));
  expect(await screen.findByText(`${organization} Ltd`)).toBeInTheDocument();
  await settle(store);

  const admin = await server().login(ADMIN.email, ADMIN.password);
  const lead = (await server().request('GET', `/leads/${id}`, { token: admin })).body.contents as {
    initial_info: { organization_name: string };
    concern_person: { name: string }[];
  };
  expect(lead.initial_info.organization_name).toBe(`${organization} Ltd`);
  expect(lead.concern_person.map((p) => p.name)).toEqual(['Resumed Person']);
  const same = (
    await server().request('GET', `/leads?search=${encodeURIComponent(organization)}`, { token: admin })
  ).body.contents as { total: number };
  expect(same.total).toBe(1);
});

test.each([
  ['finished (it has persons)', async () => 1],
  [
    "someone else's unfinished",
    async () => {
      const created = await server().request('POST', '/store-leads-initial-info', {
        token: await server().login(ADMIN.email, ADMIN.password),
        body: initialInfo({ organization_name: `Admin Unfinished ${Date.now()}` }),
      });
      return (created.body.contents as { id: number }).id;
    },
  ],
])('create: a step 2 link naming a %s lead starts a clean create with a message', async (_kind, leadOf) => {
  const id = await leadOf();
  const { router, store } = await signedIn(STAFF, `/leads-organization/concern-person-info?lead=${id}`);
  await screen.findByRole('heading', { name: 'Initial Information' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/leads-organization/initial-info'));
  expect(
    (await screen.findAllByText(/That lead cannot be continued here/, undefined, { timeout: 5000 })).length,
  ).toBeGreaterThan(0);
  expect(screen.getByLabelText(/Organization Name/)).toHaveValue('');
  await settle(store);
});

test('edit step 2: a stored PDF visiting card shows the PDF icon and a Download link', async () => {
  const token = await server().login(ADMIN.email, ADMIN.password);
  const card = `${'cd'.repeat(16)}.pdf`;
  fs.mkdirSync(path.join(server().dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(server().dataDir, 'uploads', card), Buffer.from('%PDF-1.4\n%%EOF\n'));
  const created = await server().request('POST', '/store-leads-initial-info', {
    token,
    body: initialInfo({ organization_name: `Pdf Card ${Date.now()}` }),
  });
  const id = (created.body.contents as { id: number }).id;
  const saved = await server().request('POST', '/lead-concern-info', {
    token,
    body: { lead_id: id, concern_person_info: [person({ name: 'Pdf Person', attachment: card })] },
  });
  expect(saved.status).toBe(200);

  const { store } = await signedIn(ADMIN, `/leads-organization/${id}/concern-person-info`);
  await screen.findByRole('heading', { name: 'Concern Person Information Update' });
  const first = screen.getByRole('group', { name: 'Concern person 1' });
  await waitFor(() => expect(within(first).getByLabelText(/^Name/)).toHaveValue('Pdf Person'));
  expect(within(first).getByRole('img', { name: 'PDF file' })).toBeInTheDocument();
  expect(within(first).getByText(card)).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Download' })).toBeInTheDocument();
  await settle(store);
});
