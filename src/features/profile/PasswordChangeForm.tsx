import { FORM_ERROR } from 'final-form';
import { Form as BsForm } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { toast } from 'react-toastify';
import { FormAlert, PasswordField, SubmitButton } from '../../components/form';
import { toApiFailure } from '../../lib/apiErrors';
import { useLogout } from '../../session/useLogout';
import { useChangePasswordMutation, type PasswordValues } from './api';

const MISMATCH = 'New password and confirm password do not match';
const PASSWORD_CHANGE_FAILED = 'An unexpected error occurred. Please try again.';

const validate = (values: Partial<PasswordValues>) => {
  const errors: Partial<Record<keyof PasswordValues, string>> = {};
  if (!values.current_password) errors.current_password = 'The current password field is required.';
  if (!values.new_password) errors.new_password = 'The new password field is required.';
  else if (values.new_password.length < 6)
    errors.new_password = 'The new password must be at least 6 characters.';
  if (values.new_password_confirmation !== values.new_password) errors.new_password_confirmation = MISMATCH;
  return errors;
};

/** Current, new and confirmed password; success shows the message and logs out to /. */
export function PasswordChangeForm() {
  const [change] = useChangePasswordMutation();
  const logout = useLogout();

  const onSubmit = async (values: PasswordValues) => {
    try {
      const result = await change(values).unwrap();
      toast.success(result.message ?? 'Password changed successfully.');
      await logout();
      return undefined;
    } catch (error) {
      const failure = toApiFailure(error, PASSWORD_CHANGE_FAILED);
      const inline = Object.keys(failure.fieldErrors).length > 0;
      toast.error(failure.message);
      return inline ? failure.fieldErrors : { [FORM_ERROR]: failure.message };
    }
  };

  return (
    <Form<PasswordValues> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting, submitError }) => (
        <BsForm noValidate onSubmit={handleSubmit} aria-label="Password Change">
          <FormAlert error={submitError} />
          <PasswordField
            name="current_password"
            label="Current Password"
            required
            autoComplete="current-password"
          />
          <PasswordField name="new_password" label="New Password" required autoComplete="new-password" />
          <PasswordField
            name="new_password_confirmation"
            label="Confirm Password"
            required
            autoComplete="new-password"
          />
          <SubmitButton busy={submitting}>Change Password</SubmitButton>
        </BsForm>
      )}
    </Form>
  );
}
