import { useState } from 'react';
import { Form as BsForm } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { AuthCard } from '../../../components/AuthCard';
import { BackToSignIn } from './authParts';
import { PasswordField, SubmitButton, TextField } from '../../../components/form';
import { useResetPasswordMutation } from '../../../session/api';
import { recoverySubmissionErrors } from '../recoveryErrors';
import { clearResetEmail, readResetEmail } from '../resetEmail';

interface ResetValues {
  email: string;
  otp: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['otp', 'email', 'password', 'password_confirmation'] as const;

export default function ResetPasswordPage() {
  const [resetPassword] = useResetPasswordMutation();
  const navigate = useNavigate();

  const [storedEmail] = useState(readResetEmail);
  const onSubmit = async (values: ResetValues) => {
    try {
      const result = await resetPassword({
        otp: (values.otp ?? '').trim(),
        email: values.email ?? '',
        password: values.password ?? '',
        password_confirmation: values.password_confirmation ?? '',
      }).unwrap();
      clearResetEmail();
      toast.success(result?.message ?? 'Password changed successfully.');
      navigate('/');
      return undefined;
    } catch (error) {
      return recoverySubmissionErrors(error, FIELDS, 'otp');
    }
  };

  return (
    <AuthCard title="Reset Password" subtitle="Enter the code we sent you and choose a new password.">
      <Form<ResetValues> onSubmit={onSubmit} initialValues={{ email: storedEmail }}>
        {({ handleSubmit, submitting }) => (
          <BsForm noValidate onSubmit={handleSubmit} aria-label="Reset Password">
            {/* Filled in by Forgot Password; opened any other way (a new tab, another browser
                with the mailed code) the user types it. */}
            <TextField
              name="email"
              label="Email"
              type="email"
              readOnly={!!storedEmail}
              autoComplete="email"
            />
            <TextField
              name="otp"
              label="One Time Password"
              placeholder="Enter OTP"
              autoComplete="one-time-code"
            />
            <PasswordField
              name="password"
              label="Password"
              placeholder="Enter new password"
              autoComplete="new-password"
            />
            <PasswordField
              name="password_confirmation"
              label="Confirm Password"
              placeholder="Confirm new password"
              autoComplete="new-password"
            />
            <SubmitButton busy={submitting} className="w-100">
              Change Password
            </SubmitButton>
            <BackToSignIn />
          </BsForm>
        )}
      </Form>
    </AuthCard>
  );
}
