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
