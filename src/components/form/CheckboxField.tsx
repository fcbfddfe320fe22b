import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { fieldError } from './fieldError';

export function CheckboxField({
  name,
  label,
  className,
}: {
  name: string;
  label: ReactNode;
  className?: string;
}) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Form.Check
            className={className ?? 'mb-3'}
            id={`field-${name}`}
            type="checkbox"
            label={label}
            name={input.name}
            checked={Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            isInvalid={Boolean(error)}
            feedback={error}
            feedbackType="invalid"
          />
        );
      }}
    </Field>
  );
}
