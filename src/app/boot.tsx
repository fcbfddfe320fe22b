import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { signedIn } from '../api/sessionEvents';
import { authApi } from '../session/api';
import type { LoginResult } from '../session/types';
import { App } from './App';
import { createAppStore } from './store';

/**
 * The whole app: store, RTK Query, router, every route. Loaded by src/index.tsx at once for any
 * page but the first-load sign-in page, and by that page (src/app/signIn.tsx) after a login or a
 * click on one of its links.
 */
export function startApp(container: HTMLElement, login?: LoginResult): void {
  const store = createAppStore();
  if (login) {
    // What useCompleteLogin does after the store's login mutation (the session is already saved).
    store.dispatch(signedIn(login));
    void store.dispatch(
      authApi.endpoints.allLeadsEditRequests.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
  }
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
