import DatePicker from 'react-datepicker';
import { calendarLocale } from '../../lib/calendarLocale';
import 'react-datepicker/dist/react-datepicker.css';
import { useField } from 'react-final-form';
import { TagInput } from '../TagInput';
import { CreatableNamedSelect, type NamedValue } from '../CreatableNamedSelect';
import { FieldRow, fieldId } from './FieldRow';

/** Phone or email tags of one person. */
export function TagField({ name, label, placeholder }: { name: string; label: string; placeholder: string }) {
  const { input } = useField<string[]>(name, { subscription: { value: true } });
  return (
    <FieldRow name={name} label={label} required htmlFor={fieldId(name)}>
      {(invalid) => (
        <TagInput
          id={fieldId(name)}
          value={input.value || []}
          onChange={(next) => input.onChange(next)}
          onBlur={() => input.onBlur()}
          placeholder={placeholder}
          invalid={invalid}
        />
      )}
    </FieldRow>
  );
}

/** Designation / influencing role / department: a list value or a typed new one. */
export function NamedRefField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { id: number; name: string }[];
}) {
  const { input } = useField<NamedValue | null>(name, { subscription: { value: true } });
  return (
    <FieldRow name={name} label={label} htmlFor={fieldId(name)}>
      {(invalid) => (
        <CreatableNamedSelect
          inputId={fieldId(name)}
          value={input.value || null}
          options={options}
          onChange={(v) => input.onChange(v)}
          invalid={invalid}
        />
      )}
    </FieldRow>
  );
}

const toIsoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const fromIsoDate = (s: string | null) => {
  if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
  const [y, m, d] = s.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** Date of birth as yyyy-MM-dd, picked on a calendar; only past days. */
export function DobField({ name }: { name: string }) {
  const { input } = useField<string | null>(name, { subscription: { value: true } });
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  return (
    <FieldRow name={name} label="Date of Birth" htmlFor={fieldId(name)}>
      {(invalid) => (
        <DatePicker
          id={fieldId(name)}
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          wrapperClassName="d-block"
          dateFormat="yyyy-MM-dd"
          locale={calendarLocale}
          placeholderText="yyyy-MM-dd"
          selected={fromIsoDate(input.value)}
          onChange={(d: Date | null) => input.onChange(d ? toIsoDate(d) : null)}
          maxDate={yesterday}
          showYearDropdown
          scrollableYearDropdown
          yearDropdownItemNumber={80}
          isClearable
        />
      )}
    </FieldRow>
  );
}
