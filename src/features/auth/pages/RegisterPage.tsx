import { Button, Form as BsForm } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { AuthCard } from '../../../components/AuthCard';
import { EmailField } from './authParts';
import { CheckboxField, PasswordField, SubmitButton, TextField } from '../../../components/form';
import { addRegisteredEmail, isEmailRegistered } from '../../../lib/registeredEmails';
import { validateWith } from '../../../lib/validation';
import { registerSchema } from '../schemas';

interface RegisterValues {
  name?: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms?: boolean;
}

const validate = validateWith<RegisterValues>(registerSchema);
const SOCIAL = ['Google', 'Facebook', 'Twitter'] as const;

/** Local-only mock: no call is made; only the email is remembered. */
export default function RegisterPage() {
  const navigate = useNavigate();

  const onSubmit = (values: RegisterValues) => {
    if (isEmailRegistered(values.email)) return { email: 'This email are already exist' };
    addRegisteredEmail(values.email);
    toast.success('Registration successful.');
    navigate('/');
    return undefined;
  };

  return (
    <AuthCard title="Register" subtitle="Create your CRMS account.">
      <Form<RegisterValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <BsForm noValidate onSubmit={handleSubmit} aria-label="Register">
            <TextField name="name" label="Name" placeholder="Enter name" autoComplete="name" />
            <EmailField />
            <PasswordField
              name="password"
              label="Password"
              placeholder="Enter password"
              autoComplete="new-password"
            />
            <PasswordField
              name="confirmPassword"
              label="Confirm Password"
              placeholder="Confirm password"
              autoComplete="new-password"
            />
            <CheckboxField name="terms" label="I accept the Terms and Conditions" />
            <SubmitButton busy={submitting} className="w-100">
              Register
            </SubmitButton>
            <div className="text-center mt-3">
              <p className="text-body-secondary small mb-2">Or sign up with</p>
              <div className="d-flex gap-2 justify-content-center">
                {SOCIAL.map((name) => (
                  <Button key={name} variant="outline-secondary" size="sm" type="button">
                    {name}
                  </Button>
                ))}
              </div>
            </div>
            <p className="text-center mt-3 mb-0">
              Already have an account? <Link to="/">Sign In</Link>
            </p>
          </BsForm>
        )}
      </Form>
    </AuthCard>
  );
}
