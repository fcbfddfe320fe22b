import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { Form as BsForm } from 'react-bootstrap';
import { Field, Form } from 'react-final-form';
import { toast } from 'react-toastify';
import { FileInputWithPreview } from '../../components/FileInputWithPreview';
import { FieldFeedback, FieldLabel } from '../../components/form/TextField';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { toApiFailure } from '../../lib/apiErrors';
import type { AuthUser } from '../../session/types';
import { useUpdateProfileMutation, type ProfileValues } from './api';

const NOT_AN_IMAGE = 'The profile picture must be an image.';
const required = (label: string) => (value: string | undefined) =>
  value && value.trim() ? undefined : `The ${label} field is required.`;

/** Name, email and phone required; the picture previews at once and only images are accepted. */
export function ProfileUpdateForm({ user }: { user: AuthUser }) {
  const [update] = useUpdateProfileMutation();
  const initial = useMemo<ProfileValues>(
    () => ({ name: user.name, email: user.email, phone: user.phone ?? '', address: user.address ?? '' }),
    [user.name, user.email, user.phone, user.address],
  );

  const onSubmit = async (values: ProfileValues) => {
    try {
      const result = await update({ ...values, id: user.id }).unwrap();
      toast.success(result.message ?? 'Profile updated successfully.');
      return undefined;
    } catch (error) {
      const failure = toApiFailure(error);
      toast.error(failure.message);
      return {
        ...failure.fieldErrors,
        [FORM_ERROR]: Object.keys(failure.fieldErrors).length ? undefined : failure.message,
      };
    }
  };

  return (
    <Form<ProfileValues> onSubmit={onSubmit} initialValues={initial}>
      {({ handleSubmit, submitting, submitError }) => (
        <BsForm noValidate onSubmit={handleSubmit} aria-label="Profile Update">
          <FormAlert error={submitError} />
          <Field<File | null>
            name="profile_picture"
            validate={(file) => (file && !file.type.startsWith('image/') ? NOT_AN_IMAGE : undefined)}
          >
            {({ input, meta }) => {
              const error = (meta.touched || meta.submitFailed) && (meta.error || meta.submitError);
              return (
                <BsForm.Group className="mb-3">
                  <FieldLabel htmlFor="field-profile_picture" label="Profile Picture" />
                  <FileInputWithPreview
                    id="field-profile_picture"
                    accept="image/*"
                    currentFile={user.profile_picture}
                    currentLabel={user.profile_picture_name ?? undefined}
                    invalid={Boolean(error)}
                    onFile={(file) => {
                      input.onChange(file);
                      input.onBlur();
                    }}
                  />
                  <FieldFeedback error={error || undefined} />
                </BsForm.Group>
              );
            }}
          </Field>
          <TextField name="name" label="Name" required validate={required('name')} autoComplete="name" />
          <TextField
            name="email"
            label="Email"
            type="email"
            required
            validate={required('email')}
            autoComplete="email"
          />
          <TextField name="phone" label="Phone" required validate={required('phone')} autoComplete="tel" />
          <TextField name="address" label="Address" as="textarea" rows={2} autoComplete="street-address" />
          <SubmitButton busy={submitting}>Update Profile</SubmitButton>
        </BsForm>
      )}
    </Form>
  );
}
