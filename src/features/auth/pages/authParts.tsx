import { Link } from 'react-router-dom';
import { TextField } from '../../../components/form';

/** The account e-mail field of the register and forgot-password forms. */
export function EmailField() {
  return <TextField name="email" label="Email" type="email" placeholder="Enter email" autoComplete="email" />;
}

/** The way back from the password-recovery screens. */
export function BackToSignIn() {
  return (
    <p className="text-center mt-3 mb-0">
      <Link to="/">Back to Sign In</Link>
    </p>
  );
}
