import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../../api/baseApi';
import { useAppDispatch } from '../../lib/hooks';
import { saveSession } from '../../lib/session';
import { authApi } from '../../session/api';
import type { LoginResult } from '../../session/types';

/**
 * After a successful login: store token and expiry, (the slice already keeps
 * user, roles and permissions), fetch the supervisor notifications, go to /dashboard.
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (result: LoginResult) => {
      saveSession(result.token, result.expires_at);
      // Nothing cached for an earlier session may leak into this one.
      dispatch(baseApi.util.resetApiState());
      // Fire and forget; a failure (e.g. 404 before the leads area exists) is silent.
      void dispatch(
        authApi.endpoints.allLeadsEditRequests.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      navigate('/dashboard', { replace: true });
    },
    [dispatch, navigate],
  );
}
