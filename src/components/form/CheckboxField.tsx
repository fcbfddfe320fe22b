import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { fieldError } from './fieldError';

/** A Bootstrap checkbox bound to a final-form field (plain markup: the sign-in page uses it). */
export function CheckboxField({
  name,
  label,
  className,
}: {
  name: string;
  label: ReactNode;
  className?: string;
}) {
  const id = `field-${name}`;
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <div className={`form-check ${className ?? 'mb-3'}`}>
            <input
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              id={id}
              type="checkbox"
              name={input.name}
              checked={Boolean(input.checked)}
              onChange={input.onChange}
              onBlur={input.onBlur}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <label className="form-check-label" htmlFor={id}>
              {label}
            </label>
            {error && (
              <div id={`${id}-error`} className="invalid-feedback">
                {error}
              </div>
            )}
          </div>
        );
      }}
    </Field>
  );
}
