import Select from 'react-select';
import { selectMenuPlacement, selectStyles, selectTheme } from './selectTheme';

export interface MultiOption {
  value: string;
  label: string;
}

/**
 * A compact multi-select (react-select) for list filters: values are ids as strings. Loaded only
 * with the screens that use it (they are lazy routes).
 */
export function MultiSelect({
  label,
  value,
  options,
  onChange,
  inputId,
}: {
  label: string;
  value: string[];
  options: MultiOption[];
  onChange: (next: string[]) => void;
  inputId?: string;
}) {
  const chosen = options.filter((o) => value.includes(o.value));
  return (
    <Select<MultiOption, true>
      isMulti
      inputId={inputId}
      aria-label={label}
      placeholder={label}
      classNamePrefix="multi-select"
      {...selectMenuPlacement}
      options={options}
      value={chosen}
      onChange={(next) => onChange(next.map((o) => o.value))}
      theme={selectTheme}
      styles={selectStyles<MultiOption, true>({
        control: (base) => ({ ...base, minHeight: 31, fontSize: '0.875rem' }),
        menu: (base) => ({ ...base, zIndex: 5 }),
      })}
    />
  );
}
