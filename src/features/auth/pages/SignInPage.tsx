import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useLoginMutation } from '../../../session/api';
import type { LoginRequest } from '../../../session/types';
import { SignInForm } from '../SignInForm';
import { useCompleteLogin } from '../useCompleteLogin';

/** Sign-in inside the running app (after a logout or a 401): the store's login mutation. */
export default function SignInPage() {
  const [login] = useLoginMutation();
  const completeLogin = useCompleteLogin();
  const loginNow = useCallback((request: LoginRequest) => login(request).unwrap(), [login]);
  return <SignInForm login={loginNow} onSignedIn={completeLogin} Link={Link} />;
}
