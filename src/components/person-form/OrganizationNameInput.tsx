import { useField } from 'react-final-form';
import { TypeaheadInput, type TypeaheadOption } from '../TypeaheadInput';
import { ORGANIZATION_MIN_CHARS, TYPEAHEAD_DEBOUNCE_MS } from './constants';
import { FieldRow, fieldId } from './FieldRow';

/**
 * The required Organization Name field with suggestions from 2 characters (300 ms after the last
 * key): the lead wizard and the prospect / stakeholder form each say where suggestions come from
 * and what a pick does.
 */
export function OrganizationNameInput<T extends TypeaheadOption>({
  search,
  onPick,
}: {
  search(q: string): Promise<T[]>;
  onPick(option: T): void;
}) {
  const { input } = useField<string>('organization_name', { subscription: { value: true } });
  return (
    <FieldRow
      name="organization_name"
      label="Organization Name"
      required
      htmlFor={fieldId('organization_name')}
    >
      {(invalid) => (
        <TypeaheadInput
          id={fieldId('organization_name')}
          invalid={invalid}
          value={input.value ?? ''}
          minChars={ORGANIZATION_MIN_CHARS}
          debounceMs={TYPEAHEAD_DEBOUNCE_MS}
          search={search}
          onTextChange={(v) => input.onChange(v)}
          onPick={onPick}
          onBlur={() => input.onBlur()}
        />
      )}
    </FieldRow>
  );
}
