import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useField } from 'react-final-form';
import { FieldFeedback, fieldError, fieldId } from '../form';

/** A label, any control bound by the caller, and the field's first error (client or server). */
export function FieldRow({
  name,
  alsoName,
  label,
  required,
  htmlFor,
  children,
  className = 'mb-3',
}: {
  name: string;
  /** A second value behind the same control (a typeahead's typed text): its errors show here too. */
  alsoName?: string;
  label: string;
  required?: boolean;
  htmlFor?: string;
  /** The control, or a function of whether an error is shown (to mark the control invalid). */
  children: ReactNode | ((invalid: boolean) => ReactNode);
  className?: string;
}) {
  const subscription = { error: true, submitError: true, touched: true, dirtySinceLastSubmit: true };
  const { meta } = useField(name, { subscription });
  const { meta: alsoMeta } = useField(alsoName ?? name, { subscription });
  // An error on a list item (`phone.0`, client or server) is nested by final-form as an array.
  const firstOf = (v: unknown) =>
    Array.isArray(v) ? v.find((m): m is string => typeof m === 'string') : undefined;
  const itemError =
    (meta.touched ? firstOf(meta.error) : undefined) ??
    (!meta.dirtySinceLastSubmit ? firstOf(meta.submitError) : undefined);
  const error = fieldError(meta) ?? itemError ?? (alsoName ? fieldError(alsoMeta) : undefined);
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={htmlFor}>
        {label}
        {required && <span className="text-danger ms-1">*</span>}
      </Form.Label>
      {typeof children === 'function' ? children(Boolean(error)) : children}
      <FieldFeedback error={error} />
    </Form.Group>
  );
}

export { fieldId };
