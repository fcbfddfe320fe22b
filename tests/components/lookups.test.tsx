/**
 * The shared lookups (src/api/lookups.ts): one cache entry per list whichever feature reads it,
 * parent ids normalised, and master-data saves refresh the lists the lead wizard already holds.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { skipToken } from '@reduxjs/toolkit/query';
import { parentArg } from '../../src/api/lookups';
import { renderApp, settle, storeSession } from './support/renderApp';
import { ADMIN, useTestServer } from './support/server';

const server = useTestServer();
jest.setTimeout(30_000);
beforeEach(() => localStorage.clear());

test('parent ids: numbers and their strings are one argument; no id means no request', () => {
  expect(parentArg('3')).toBe(3);
  expect(parentArg(3)).toBe(3);
  expect(parentArg('')).toBe(skipToken);
  expect(parentArg(null)).toBe(skipToken);
  expect(parentArg(undefined)).toBe(skipToken);
  expect(parentArg('x')).toBe(skipToken);
  expect(parentArg(3, true)).toBe(skipToken);
});

test('an industry created in basic settings shows in the lead wizard that had the list cached', async () => {
  const user = userEvent.setup();
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const { router, store } = renderApp('/leads-organization/initial-info', server().baseUrl);
  await screen.findByRole('heading', { name: 'Initial Information' });
  await settle(store);
  const cached = Object.keys(store.getState().api.queries);
  expect(cached).toContain('masterList("industries")');
  expect(cached.filter((key) => key.startsWith('wizard') && !key.startsWith('wizardProspects'))).toEqual([]);

  await act(() => router.navigate('/basic-settings/industries'));
  expect(await screen.findByRole('heading', { name: 'Industries' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog');
  const name = `Zeppelin Works ${Date.now()}`;
  await user.type(within(dialog).getByLabelText(/^Type/), name);
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText(/created successfully/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await act(() => router.navigate('/leads-organization/initial-info'));
  await screen.findByRole('heading', { name: 'Initial Information' });
  await settle(store);
  await user.type(screen.getByLabelText('Industry Type'), 'Zeppelin');
  expect(await screen.findByRole('option', { name: name })).toBeInTheDocument();
  await settle(store);
});

test('the location cascade of the wizard shares its entries with master data (one per parent id)', async () => {
  const user = userEvent.setup();
  storeSession(await server().login(ADMIN.email, ADMIN.password));
  const { store } = renderApp('/leads-organization/initial-info', server().baseUrl);
  await screen.findByRole('heading', { name: 'Initial Information' });
  await waitFor(() =>
    expect(screen.getByLabelText(/Country/).querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(screen.getByLabelText(/Country/), '1');
  await waitFor(() =>
    expect(screen.getByLabelText('Division').querySelectorAll('option').length).toBeGreaterThan(1),
  );
  await settle(store);
  const keys = Object.keys(store.getState().api.queries);
  expect(keys).toContain('masterList("countries")');
  expect(keys).toContain('divisionsByCountry(1)');
  expect(keys).not.toContain('divisionsByCountry("1")');
});
