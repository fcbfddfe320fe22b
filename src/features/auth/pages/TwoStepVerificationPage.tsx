import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';
import { CodeBoxes } from './CodeBoxes';

/** Four-digit code screen: static expiry text, no check on Verify My Account. */
export default function TwoStepVerificationPage() {
  const [digits, setDigits] = useState(['', '', '', '']);
  const navigate = useNavigate();
  return (
    <AuthCard title="Two Step Verification" subtitle="Enter the 4 digit code we sent you.">
      <CodeBoxes values={digits} onChange={setDigits} />
      <p className="text-center text-body-secondary">Otp will expire in 09 :10</p>
      <div className="d-grid">
        <Button type="button" onClick={() => navigate('/dashboard')}>
          Verify My Account
        </Button>
      </div>
    </AuthCard>
  );
}
