import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { documentTitle, useRouteTitle } from '../components/routeHandle';
import { registerNavigator } from '../lib/navigation';
import { isPublicPath } from '../lib/publicPaths';
import { DeferredToasts } from './DeferredToasts';
import { useDispatch } from 'react-redux';
import { sendPendingLogouts } from '../session/pendingLogouts';

/** Per navigation: the page title (`<Title> | CRMS`) and scroll to top. */
function RouteEffects() {
  const title = useRouteTitle();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, pathname]);
  useEffect(() => {
    if (typeof window.scrollTo === 'function') {
      try {
        window.scrollTo(0, 0);
      } catch {
        // jsdom does not implement scrolling
      }
    }
  }, [pathname]);
  return null;
}

/** Lets the API layer send the user to / after a 401, unless already on a public page. */
function NavigatorRegistration() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  useEffect(() => {
    registerNavigator((to) => {
      if (!isPublicPath(current.current)) void navigate(to, { replace: true });
    });
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}

/** Sends the logouts made offline (src/session/pendingLogouts.ts) at start and when back online. */
function PendingLogouts() {
  const dispatch = useDispatch();
  useEffect(() => {
    const send = () => void dispatch(sendPendingLogouts() as never);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [dispatch]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <RouteEffects />
      <NavigatorRegistration />
      <PendingLogouts />
      <Outlet />
      <DeferredToasts />
    </>
  );
}
