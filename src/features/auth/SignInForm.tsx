import type { ComponentType, ReactNode } from 'react';
import { Form } from 'react-final-form';
import { AuthCard } from '../../components/AuthCard';
import { CheckboxField } from '../../components/form/CheckboxField';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import type { LoginRequest, LoginResult } from '../../session/types';
import { loginSubmissionErrors } from './loginErrors';
import { validateSignIn } from './signInRules';

export interface SignInValues {
  email: string;
  password: string;
  remember?: boolean;
}

export type SignInLink = ComponentType<{ to: string; children: ReactNode }>;

/**
 * The sign-in screen. Two hosts render it: the routed page inside the app (SignInPage, with the
 * store's login mutation and router links) and the first-load sign-in page (src/app/signIn.tsx,
 * a plain fetch and links that start the app), which the build also prerenders into index.html.
 */
export function SignInForm({
  login,
  onSignedIn,
  Link,
  initialValues,
}: {
  login: (request: LoginRequest) => Promise<LoginResult>;
  /** May return a promise: the button stays busy until it settles (the app's code loading). */
  onSignedIn: (result: LoginResult) => void | Promise<void>;
  Link: SignInLink;
  /** What the user typed into the prerendered form before the code ran (src/app/signIn.tsx). */
  initialValues?: Partial<SignInValues>;
}) {
  const onSubmit = async (values: SignInValues) => {
    try {
      const result = await login({ email: values.email.trim(), password: values.password });
      await onSignedIn(result);
      return undefined;
    } catch (error) {
      return loginSubmissionErrors(error);
    }
  };

  return (
    <AuthCard title="Sign In" subtitle="Sign in to continue to CRMS.">
      <Form<SignInValues> onSubmit={onSubmit} validate={validateSignIn} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form noValidate onSubmit={handleSubmit} aria-label="Sign In">
            <TextField
              name="email"
              label="Email"
              type="email"
              placeholder="Enter email"
              autoComplete="username"
            />
            <PasswordField
              name="password"
              label="Password"
              placeholder="Enter password"
              autoComplete="current-password"
            />
            <div className="d-flex justify-content-between align-items-center mb-3">
              <CheckboxField name="remember" label="Remember Me" className="mb-0" />
              <Link to="/forgot-password">Forgot Password</Link>
            </div>
            <SubmitButton busy={submitting} className="w-100">
              Login
            </SubmitButton>
            <p className="text-center mt-3 mb-0">
              Don&apos;t have an account? <Link to="/register">Register</Link>
            </p>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
