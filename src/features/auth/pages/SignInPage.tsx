import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';
import { CheckboxField, PasswordField, SubmitButton, TextField } from '../../../components/form';
import { useLoginMutation } from '../../../session/api';
import { loginSubmissionErrors } from '../loginErrors';
import { validateSignIn } from '../signInRules';
import { useCompleteLogin } from '../useCompleteLogin';

interface SignInValues {
  email: string;
  password: string;
  remember?: boolean;
}

export default function SignInPage() {
  const [login] = useLoginMutation();
  const completeLogin = useCompleteLogin();

  const onSubmit = async (values: SignInValues) => {
    try {
      const result = await login({ email: values.email.trim(), password: values.password }).unwrap();
      completeLogin(result);
      return undefined;
    } catch (error) {
      return loginSubmissionErrors(error);
    }
  };

  return (
    <AuthCard title="Sign In" subtitle="Sign in to continue to CRMS.">
      <Form<SignInValues> onSubmit={onSubmit} validate={validateSignIn}>
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
