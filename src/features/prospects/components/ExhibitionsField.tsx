import { useField } from 'react-final-form';
import { useLookupList } from '../../../api/lookups';
import { MultiSelect } from '../../../components/MultiSelect';
import { FieldRow, fieldId } from '../../../components/person-form/FieldRow';

/** Exhibitions (multi-select of the master list), values as id strings. */
export function ExhibitionsField() {
  const { input } = useField<string[]>('exhibitions', { subscription: { value: true } });
  const exhibitions = useLookupList<{ id: number; name?: string }>('exhibitions') ?? [];
  return (
    <FieldRow name="exhibitions" label="Exhibitions" htmlFor={fieldId('exhibitions')}>
      {() => (
        <MultiSelect
          inputId={fieldId('exhibitions')}
          label="Exhibitions"
          value={input.value || []}
          options={exhibitions.map((x) => ({ value: String(x.id), label: x.name ?? `#${x.id}` }))}
          onChange={(next) => input.onChange(next)}
        />
      )}
    </FieldRow>
  );
}
