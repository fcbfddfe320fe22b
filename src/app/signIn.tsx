import { startTransition, useEffect, type MouseEvent, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loginRequest } from '../features/auth/loginRequest';
import { SignInForm, type SignInValues } from '../features/auth/SignInForm';
import { applyDeferredCss, applyDeferredCssOnFirstInteraction } from '../lib/deferredCss';
import { isPlainLeftClick } from '../lib/navigation';
import { saveSession } from '../lib/session';
import type { LoginResult } from '../session/types';

/**
 * The first-load sign-in page: the sign-in form with React and react-final-form only. The store,
 * RTK Query, the router and every other route (src/app/boot.tsx) load after a login or a click on
 * one of its links; the sign-in page inside the running app (after a logout) stays the routed
 * SignInPage. The build prerenders <SignInScreen /> into index.html (scripts/prerender-sign-in.tsx);
 * it is hydrated here. docs/decisions.md "First load".
 */

/** The path of the sign-in page, where index.html's prerendered markup is used. */
export const SIGN_IN_PATH = '/';

type Leave = (to: string, login?: LoginResult) => Promise<void>;

function linkFor(leave: Leave) {
  return function StartAppLink({ to, children }: { to: string; children: ReactNode }) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      void leave(to);
    };
    return (
      <a href={to} onClick={onClick}>
        {children}
      </a>
    );
  };
}

const noLeave: Leave = async () => undefined;

/** The screen, as prerendered at build time (no handlers needed there). */
export function SignInScreen({
  leave = noLeave,
  apiUrl,
  typed,
}: {
  leave?: Leave;
  apiUrl?: string;
  typed?: Partial<SignInValues>;
}) {
  useEffect(takeOverPrerenderedForm, []);
  return (
    <SignInForm
      login={(request) => loginRequest(request, apiUrl)}
      onSignedIn={(result) => leave('/dashboard', result)}
      Link={linkFor(leave)}
      initialValues={typed}
    />
  );
}

/**
 * Once the form is live: the submit guard of public/theme-init.js stands down, and a submit it
 * held back (Enter or Login before the code arrived) is made again, now by the form.
 */
function takeOverPrerenderedForm(): void {
  const html = document.documentElement;
  html.setAttribute('data-crms-hydrated', '');
  if (!html.hasAttribute('data-crms-pending-submit')) return;
  html.removeAttribute('data-crms-pending-submit');
  document.querySelector<HTMLFormElement>('form[aria-label="Sign In"]')?.requestSubmit();
}

/**
 * What the user typed into the prerendered form before its code arrived. Hydration renders the
 * form's state into the inputs, so without this a quick typist on a slow connection saw the
 * fields emptied and got "Email is required" (docs/decisions.md "First load").
 */
function typedIntoPrerender(container: HTMLElement): Partial<SignInValues> | undefined {
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const typed: Partial<SignInValues> = {};
  const email = field('email')?.value;
  const password = field('password')?.value;
  if (email) typed.email = email;
  if (password) typed.password = password;
  if (field('remember')?.checked) typed.remember = true;
  return Object.keys(typed).length ? typed : undefined;
}

// webpackPrefetch: the browser downloads the app's code at idle priority while the user types,
// without running it (no long task on the sign-in page); it runs on login or a link.
const loadApp = () => import(/* webpackChunkName: "app", webpackPrefetch: true */ './boot');

export function startSignIn(container: HTMLElement): void {
  // The routed pages set `<title> | CRMS` from their route handle (src/components/routeHandle.ts).
  document.title = 'Sign In | CRMS';
  let root: Root | null = null;
  let leaving = false;
  const leave: Leave = async (to, login) => {
    if (leaving) return;
    leaving = true;
    if (login) saveSession(login.token, login.expires_at);
    try {
      const [{ startApp }] = await Promise.all([loadApp(), applyDeferredCss()]);
      if (login) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      root?.unmount();
      startApp(container, login);
    } catch {
      // The app's code could not be fetched: a full page load tries again (the session is saved).
      window.location.assign(to);
    }
  };
  applyDeferredCssOnFirstInteraction();
  if (container.firstElementChild) {
    const screen = <SignInScreen leave={leave} typed={typedIntoPrerender(container)} />;
    // In a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task (the first load's total blocking time, docs/decisions.md "First load");
    // the prerendered form is on screen meanwhile, and input during it is replayed by React.
    startTransition(() => {
      root = hydrateRoot(container, screen);
    });
  } else {
    root = createRoot(container);
    root.render(<SignInScreen leave={leave} />);
  }
}
