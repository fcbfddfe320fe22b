import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useField } from 'react-final-form';
import { FieldFeedback, fieldError } from '../../../components/form';

/** A label, any control bound by the caller, and the field's first error (client or server). */
export function FieldRow({
  name,
  label,
  required,
  htmlFor,
  children,
  className = 'mb-3',
}: {
  name: string;
  label: string;
  required?: boolean;
  htmlFor?: string;
  children: ReactNode;
  className?: string;
}) {
  const { meta } = useField(name, {
    subscription: { error: true, submitError: true, touched: true, dirtySinceLastSubmit: true },
  });
  // An error on a list item (`phone.0`, client or server) is nested by final-form as an array.
  const firstOf = (v: unknown) =>
    Array.isArray(v) ? v.find((m): m is string => typeof m === 'string') : undefined;
  const itemError =
    (meta.touched ? firstOf(meta.error) : undefined) ??
    (!meta.dirtySinceLastSubmit ? firstOf(meta.submitError) : undefined);
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={htmlFor}>
        {label}
        {required && <span className="text-danger ms-1">*</span>}
      </Form.Label>
      {children}
      <FieldFeedback error={fieldError(meta) ?? itemError} />
    </Form.Group>
  );
}

export const fieldId = (name: string) => `field-${name.replace(/[^\w-]/g, '-')}`;
