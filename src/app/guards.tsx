import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionCleared } from '../api/sessionEvents';
import { selectToken } from '../session/selectors';
import { clearSession, getExpiry, getToken, hasValidSession } from '../lib/session';
import { useAppDispatch, useAppSelector } from '../lib/hooks';

const MAX_TIMEOUT = 2 ** 31 - 1;

/**
 * Every non-public route: a stored, unexpired token is required; otherwise the session is cleared
 * and the user goes to /. Re-checked on each navigation, on auth state
 * changes (logout, 401) and when the token's expiry time is reached.
 */
export function RequireAuth() {
  useAppSelector(selectToken); // re-render when the session changes
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [, setTick] = useState(0);
  const valid = hasValidSession();

  useEffect(() => {
    if (!valid) {
      if (getToken()) clearSession();
      dispatch(sessionCleared());
      return undefined;
    }
    const expiry = getExpiry();
    if (expiry === null) return undefined;
    const timer = setTimeout(
      () => setTick((t) => t + 1),
      Math.min(Math.max(expiry - Date.now(), 0), MAX_TIMEOUT),
    );
    return () => clearTimeout(timer);
  }, [valid, dispatch, location.pathname]);

  if (!valid) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** `/` (sign-in) with a valid token goes straight to /dashboard. */
export function RedirectIfAuthenticated() {
  useAppSelector(selectToken);
  if (hasValidSession()) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
