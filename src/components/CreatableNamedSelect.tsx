import CreatableSelect from 'react-select/creatable';
import { selectMenuPlacement, selectStyles, selectTheme } from './selectTheme';

export interface NamedValue {
  id: number | null;
  name: string;
}

interface Option {
  value: string;
  label: string;
  id: number | null;
}

/**
 * A select of `{id, name}` records that also accepts a typed new value, kept as `{id: null, name}`
 * (designation, influencing role, department).
 */
export function CreatableNamedSelect({
  inputId,
  value,
  options,
  onChange,
  onBlur,
  placeholder = 'Select or type',
  invalid,
}: {
  inputId?: string;
  value: NamedValue | null;
  options: { id: number; name: string }[];
  onChange(next: NamedValue | null): void;
  onBlur?(): void;
  placeholder?: string;
  invalid?: boolean;
}) {
  const toOption = (v: NamedValue): Option => ({
    value: v.id === null ? `new:${v.name}` : String(v.id),
    label: v.name,
    id: v.id,
  });
  return (
    <CreatableSelect<Option, false>
      inputId={inputId}
      isClearable
      placeholder={placeholder}
      value={value ? toOption(value) : null}
      options={options.map((o) => toOption({ id: o.id, name: o.name }))}
      onChange={(o) => onChange(o ? { id: o.id ?? null, name: o.label } : null)}
      onCreateOption={(name) => onChange({ id: null, name: name.trim() })}
      onBlur={onBlur}
      classNamePrefix="creatable"
      {...selectMenuPlacement}
      theme={selectTheme}
      styles={selectStyles<Option, false>(
        invalid
          ? { control: (base) => ({ ...base, borderColor: 'var(--bs-form-invalid-border-color)' }) }
          : {},
      )}
    />
  );
}
