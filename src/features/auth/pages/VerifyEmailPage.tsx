import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';

/** Static screen. Skip Now goes to /dashboard (the original design's deals-dashboard does not exist). */
export default function VerifyEmailPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Verify Your Email">
      <p className="text-center">
        We have sent you a verification link to <strong>example@abc.com</strong>. Please check your inbox.
      </p>
      <div className="d-grid gap-2">
        <Button variant="primary" type="button" onClick={() => navigate('/dashboard')}>
          Skip Now
        </Button>
      </div>
      <p className="text-center mt-3 mb-0">
        Didn&apos;t receive an email?{' '}
        <Button variant="link" className="p-0 align-baseline" type="button">
          Resend Link
        </Button>
      </p>
    </AuthCard>
  );
}
