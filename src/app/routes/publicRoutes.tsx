import type { RouteObject } from 'react-router-dom';
import { RedirectIfAuthenticated } from '../guards';
import { page } from '../../lib/lazyPage';

/** Sign-in and the other screens that need no token. */
export const publicRoutes: RouteObject[] = [
  {
    element: <RedirectIfAuthenticated />,
    children: [{ index: true, ...page('Sign In', () => import('../../features/auth/pages/SignInPage')) }],
  },
  { path: 'register', ...page('Register', () => import('../../features/auth/pages/RegisterPage')) },
  {
    path: 'forgot-password',
    ...page('Forgot Password', () => import('../../features/auth/pages/ForgotPasswordPage')),
  },
  {
    path: 'reset-password',
    ...page('Reset Password', () => import('../../features/auth/pages/ResetPasswordPage')),
  },
  {
    path: 'email-verification',
    ...page('Verify Your Email', () => import('../../features/auth/pages/VerifyEmailPage')),
  },
  {
    path: 'two-step-verification',
    ...page('Two Step Verification', () => import('../../features/auth/pages/TwoStepVerificationPage')),
  },
];
