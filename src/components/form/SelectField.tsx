import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { fieldError, fieldId } from './fieldError';
import { FieldFeedback, FieldLabel } from './TextField';

export interface SelectOption {
  value: number | string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label?: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  /** Called after the value changed (cascades clear their dependents here). */
  onValueChange?: (value: string) => void;
}

/**
 * A react-final-form select rendered as a Bootstrap select with its first error beneath it.
 * Values are kept as strings in the form (what the DOM gives); callers convert ids on submit.
 */
export function SelectField({
  name,
  label,
  options,
  required,
  placeholder,
  disabled,
  className,
  onValueChange,
}: SelectFieldProps) {
  const id = fieldId(name);
  return (
    <Field<string | number | null> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Form.Group className={className ?? 'mb-3'}>
            {label && <FieldLabel htmlFor={id} label={label} required={required} />}
            <Form.Select
              id={id}
              name={input.name}
              value={input.value == null ? '' : String(input.value)}
              onChange={(e) => {
                input.onChange(e.target.value);
                onValueChange?.(e.target.value);
              }}
              onBlur={input.onBlur}
              disabled={disabled}
              isInvalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <option value="">{placeholder ?? 'Select...'}</option>
              {options.map((o) => (
                <option key={o.value} value={String(o.value)}>
                  {o.label}
                </option>
              ))}
            </Form.Select>
            <FieldFeedback id={`${id}-error`} error={error} />
          </Form.Group>
        );
      }}
    </Field>
  );
}
