import type { FieldMetaState } from 'react-final-form';

/**
 * The message a field shows: its client validation error once touched, else the server's
 * submission error until the value changes again.
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.touched && typeof meta.error === 'string' && meta.error) return meta.error;
  if (typeof meta.submitError === 'string' && meta.submitError && !meta.dirtySinceLastSubmit)
    return meta.submitError;
  return undefined;
}

/** The id of a form field's control, from its final-form name ("reminders[1].reminderDate" ->
 * "field-reminders-1--reminderDate"): labels, error texts and focus moves find it by this id. */
export const fieldId = (name: string) => `field-${name.replace(/[^\w-]/g, '-')}`;
