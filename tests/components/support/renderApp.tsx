import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from '../../../src/app/router';
import { createAppStore, type AppStore } from '../../../src/app/store';

/** Renders the whole app (real routes, real store) at `path`, talking to the API at `apiUrl`. */
export function renderApp(path: string, apiUrl: string) {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  const store = createAppStore({ apiUrl });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...utils, store, router };
}

/** Stores a real session (token from the test server) the way the app does after login. */
export function storeSession(
  token: string,
  expiresAt: string = new Date(Date.now() + 3_600_000).toISOString(),
) {
  localStorage.setItem('bearer_token', token);
  localStorage.setItem('token_expiration', expiresAt);
}

/** Waits until no API call of the app is in flight (so late answers do not land outside act). */
export async function settle(store: AppStore) {
  await waitFor(() => {
    const { queries, mutations } = store.getState().api;
    const busy = [...Object.values(queries), ...Object.values(mutations)].some(
      (entry) => entry?.status === 'pending',
    );
    expect(busy).toBe(false);
  });
  // RTK Query's store tells its subscribers (React) about request actions in the next animation
  // frame (autoBatchEnhancer), so the last answer may not have reached React yet: wait for a frame
  // queued after that notification, inside waitFor, so React renders it before the test moves on.
  let framed = false;
  requestAnimationFrame(() => {
    framed = true;
  });
  await waitFor(() => expect(framed).toBe(true));
}

/** Logout from the header's profile menu, as a user clicks it; resolves once the app is back on /. */
export async function logoutFromMenu(router: ReturnType<typeof renderApp>['router']) {
  await userEvent.click(await screen.findByRole('button', { name: /Profile menu/ }));
  await userEvent.click(within(document.body).getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
}
