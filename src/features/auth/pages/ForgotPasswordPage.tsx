import { Form as BsForm } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { AuthCard } from '../../../components/AuthCard';
import { BackToSignIn, EmailField } from './authParts';
import { SubmitButton } from '../../../components/form';
import { useForgotPasswordMutation } from '../../../session/api';
import { recoverySubmissionErrors } from '../recoveryErrors';
import { storeResetEmail } from '../resetEmail';

interface ForgotValues {
  email: string;
}

export default function ForgotPasswordPage() {
  const [forgotPassword] = useForgotPasswordMutation();
  const navigate = useNavigate();

  const onSubmit = async ({ email }: ForgotValues) => {
    const trimmed = (email ?? '').trim();
    try {
      const result = await forgotPassword({ email: trimmed }).unwrap();
      storeResetEmail(trimmed);
      if (result?.message) toast.success(result.message);
      navigate('/reset-password');
      return undefined;
    } catch (error) {
      return recoverySubmissionErrors(error, ['email'], 'email');
    }
  };

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your email and we will send you a reset code.">
      <Form<ForgotValues> onSubmit={onSubmit}>
        {({ handleSubmit, submitting }) => (
          <BsForm noValidate onSubmit={handleSubmit} aria-label="Forgot Password">
            <EmailField />
            <SubmitButton busy={submitting} busyLabel="Submitting..." className="w-100">
              Submit
            </SubmitButton>
            <BackToSignIn />
          </BsForm>
        )}
      </Form>
    </AuthCard>
  );
}
