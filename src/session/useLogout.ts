import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../api/baseApi';
import { sessionCleared } from '../api/sessionEvents';
import { useAppDispatch } from '../lib/hooks';
import { isUnreachable } from '../lib/apiErrors';
import { clearSession, getToken } from '../lib/session';
import { useLogoutMutation } from './api';
import { rememberLogout } from './pendingLogouts';

/**
 * POST /logout, clear the session and cached data, go to /. Unanswered (offline), the token is
 * remembered and its logout sent once the server can be reached (pendingLogouts.ts); another
 * failure is ignored: the session ends locally regardless.
 */
export function useLogout() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = getToken();
    try {
      await logout().unwrap();
    } catch (error) {
      if (token && isUnreachable(error)) rememberLogout(token);
    }
    clearSession();
    dispatch(sessionCleared());
    dispatch(baseApi.util.resetApiState());
    navigate('/', { replace: true });
  }, [logout, dispatch, navigate]);
}
