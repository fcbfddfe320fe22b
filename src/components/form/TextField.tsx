import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { fieldError, fieldId } from './fieldError';
import { MessageLine } from './MessageRoom';

export interface TextFieldProps {
  name: string;
  label?: ReactNode;
  type?: string;
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
  disabled?: boolean;
  as?: 'input' | 'textarea';
  rows?: number;
  className?: string;
  /** Extra controls rendered next to the input inside an input group (e.g. a show/hide button). */
  append?: ReactNode;
  /** Bounds for date and number inputs. */
  min?: string | number;
  max?: string | number;
  /** Client-side field check (final-form field-level validate): a message, or undefined. */
  validate?: (value: string | undefined, allValues: object) => string | undefined;
}

/**
 * A react-final-form field rendered as a Bootstrap control with its first error beneath it.
 * Plain Bootstrap markup (no react-bootstrap): the sign-in page uses it and loads first.
 */
export function TextField({
  name,
  label,
  required,
  append,
  className,
  as,
  validate,
  ...inputProps
}: TextFieldProps) {
  const id = fieldId(name);
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const controlProps = {
          ...inputProps,
          ...input,
          value: input.value ?? '',
          id,
          className: `form-control${error ? ' is-invalid' : ''}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        const control = as === 'textarea' ? <textarea {...controlProps} /> : <input {...controlProps} />;
        return (
          <div className={className ?? 'mb-3'}>
            {label && <FieldLabel htmlFor={id} label={label} required={required} />}
            {append ? (
              <div className={`input-group${error ? ' has-validation' : ''}`}>
                {control}
                {append}
                <FieldFeedback id={`${id}-error`} error={error} />
              </div>
            ) : (
              <>
                {control}
                <FieldFeedback id={`${id}-error`} error={error} />
              </>
            )}
          </div>
        );
      }}
    </Field>
  );
}

/** A field's label, with the red star of a required field. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="form-label">
      {label}
      {required && <span className="text-danger ms-1">*</span>}
    </label>
  );
}

export function FieldFeedback({ id, error }: { id?: string; error?: string }) {
  if (!error) return <MessageLine />;
  return (
    <div id={id} className="invalid-feedback d-block">
      {error}
    </div>
  );
}
