import { Form } from 'react-bootstrap';
import type { LookupOption } from '../api/lookupOptions';

/** A compact single-choice list filter: its label is also the empty choice ("any"). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: LookupOption[];
  onChange: (v: string) => void;
}) {
  return (
    <Form.Select size="sm" aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Form.Select>
  );
}
