import { createAppStore } from '../../src/app/store';
import { downloadApiFile } from '../../src/api/apiFile';
import { registerNavigator } from '../../src/lib/navigation';
import { storeSession } from './support/renderApp';
import { STAFF, useTestServer } from './support/server';

// A file call (download, stored image) answered 401 ends the session as RTK Query's calls do
// (src/api/endSession.ts), instead of leaving a signed-out user on a screen whose calls all fail.
const server = useTestServer();
beforeEach(() => localStorage.clear());
afterEach(() => registerNavigator(null));

test('a download answered 401 signs the user out and goes to the sign-in page', async () => {
  const token = await server().login(STAFF.email, STAFF.password);
  storeSession(token);
  const store = createAppStore({ apiUrl: server().baseUrl });
  const went: string[] = [];
  registerNavigator((to) => went.push(to));
  // The session is revoked elsewhere (another tab's logout): the next call is a 401.
  expect((await server().request('POST', '/logout', { token })).status).toBe(200);

  await expect(store.dispatch(downloadApiFile('/uploads/nothing.png', 'x.png') as never)).rejects.toThrow();

  expect(localStorage.getItem('bearer_token')).toBeNull();
  expect((store.getState() as { auth: { token: string | null } }).auth.token).toBeNull();
  expect(went).toEqual(['/']);
});

test('a download refused for another reason keeps the session', async () => {
  const token = await server().login(STAFF.email, STAFF.password);
  storeSession(token);
  const store = createAppStore({ apiUrl: server().baseUrl });
  const went: string[] = [];
  registerNavigator((to) => went.push(to));

  await expect(store.dispatch(downloadApiFile('/uploads/nothing.png', 'x.png') as never)).rejects.toThrow();

  expect(localStorage.getItem('bearer_token')).toBe(token);
  expect(went).toEqual([]);
});
