import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle, storeSession } from './support/renderApp';
import { STAFF, SUPERVISOR, useTestServer } from './support/server';
import { formTarget } from '../../src/features/prospects/pages/OrganizationFormPage';

// The one prospect / stakeholder form (built from the wizard's person parts) against the real server.

jest.setTimeout(60_000);
const server = useTestServer();
beforeEach(() => localStorage.clear());

const fillTag = async (
  user: ReturnType<typeof userEvent.setup>,
  card: HTMLElement,
  label: string,
  value: string,
) => {
  await user.type(within(card).getByLabelText(new RegExp(`^${label}`)), `${value}{Enter}`);
};

test('stakeholder create: client rules first, then saved and on to /stackholders', async () => {
  const user = userEvent.setup();
  storeSession(await server().login(STAFF.email, STAFF.password));
  const { router, store } = renderApp('/stackholder-create', server().baseUrl);
  const form = await screen.findByRole('form', { name: 'Concern Person Information' });
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  expect(await within(form).findByText('Organization name is required')).toBeInTheDocument();
  expect(within(form).getByText('Name is required')).toBeInTheDocument();

  await user.type(within(form).getByLabelText(/^Organization Name/), 'Form Test Holdings');
  await user.type(within(form).getAllByLabelText(/^Phone/)[0], '+8801711222333');
  const card = within(form).getByRole('group', { name: 'Concern person 1' });
  await user.type(within(card).getByLabelText(/^Name/), 'Form Person');
  await fillTag(user, card, 'Phone', '+8801811222333');
  await fillTag(user, card, 'Email', 'form.person@example.com');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/stackholders'));
  expect(await screen.findByText('Stakeholder created successfully.')).toBeInTheDocument();
  expect(await screen.findByText('Form Test Holdings')).toBeInTheDocument();
  await settle(store);
});

test('prospect update loads the record first and shows a server 422 under its field', async () => {
  const user = userEvent.setup();
  const token = await server().login(SUPERVISOR.email, SUPERVISOR.password);
  storeSession(token);
  const list = await server().request('GET', '/prospects?per_page=10', { token });
  const first = (list.body.contents as { data: { id: number; organization_name: string }[] }).data[0];
  const { store } = renderApp(`/prospect-update/${first.id}`, server().baseUrl);
  const form = await screen.findByRole('form', { name: 'Prospect Info Update' });
  const name = within(form).getByLabelText(/^Organization Name/);
  await waitFor(() => expect(name).toHaveValue(first.organization_name));
  // The client accepts any website text that looks like a URL; the server refuses this one.
  const site = within(form).getByLabelText(/^Website/);
  await user.clear(site);
  await user.type(site, 'http://');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  expect(
    await within(form).findByText(/website link must be a valid URL|Enter a valid URL/),
  ).toBeInTheDocument();
  await settle(store);
});

test('a saved stakeholder goes back to the stakeholders, a saved prospect to the prospects', () => {
  expect(formTarget('/stackholder-update/22', '').next).toBe('/stackholders');
  expect(formTarget('/prospect-update/22', '?kind=stakeholder').next).toBe('/stackholders');
  expect(formTarget('/prospect-update/22', '').next).toBe('/prospects');
});
