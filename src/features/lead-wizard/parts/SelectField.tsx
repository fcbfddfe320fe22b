import { Form } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { FieldFeedback, fieldError } from '../../../components/form';
import { fieldId } from './FieldRow';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A Bootstrap select bound to a react-final-form field, with its label and first error. */
export function SelectField({
  name,
  label,
  options,
  required,
  placeholder = 'Select',
  className = 'mb-3',
}: {
  name: string;
  label: string;
  options: SelectOption[];
  required?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const id = fieldId(name);
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Form.Group className={className}>
            <Form.Label htmlFor={id}>
              {label}
              {required && <span className="text-danger ms-1">*</span>}
            </Form.Label>
            <Form.Select
              {...input}
              value={input.value == null ? '' : String(input.value)}
              id={id}
              isInvalid={Boolean(error)}
            >
              <option value="">{placeholder}</option>
              {options.map((o) => (
                <option key={o.value} value={String(o.value)}>
                  {o.label}
                </option>
              ))}
            </Form.Select>
            <FieldFeedback error={error} />
          </Form.Group>
        );
      }}
    </Field>
  );
}
