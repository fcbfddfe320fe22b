import { Alert } from 'react-bootstrap';

/** Shows a form-level submission error (final-form's FORM_ERROR), if any. */
export function FormAlert({ error }: { error?: unknown }) {
  if (typeof error !== 'string' || !error) return null;
  return <Alert variant="danger">{error}</Alert>;
}
