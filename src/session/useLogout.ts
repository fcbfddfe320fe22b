import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../api/baseApi';
import { sessionCleared } from '../api/sessionEvents';
import { useAppDispatch } from '../lib/hooks';
import { clearSession } from '../lib/session';
import { useLogoutMutation } from './api';

/** POST /logout (a failure is ignored), clear the session and cached data, go to /. */
export function useLogout() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // The session ends locally regardless.
    }
    clearSession();
    dispatch(sessionCleared());
    dispatch(baseApi.util.resetApiState());
    navigate('/', { replace: true });
  }, [logout, dispatch, navigate]);
}
