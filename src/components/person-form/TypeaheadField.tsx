import { useCallback } from 'react';
import { useField, useForm } from 'react-final-form';
import { TypeaheadInput, type TypeaheadOption } from '../TypeaheadInput';
import { TYPEAHEAD_DEBOUNCE_MS, TYPEAHEAD_MIN_CHARS } from './constants';
import { FieldRow, fieldId } from './FieldRow';

interface Item {
  id: number;
  label: string;
}

/**
 * Industry type / information source: free text, with suggestions from the list after
 * more than 2 characters and 300 ms. Picking sets the id; typing clears it (the server then
 * reuses a record of that name or creates one).
 */
export function TypeaheadField({
  idName,
  textName,
  label,
  items,
}: {
  idName: string;
  textName: string;
  label: string;
  items: Item[];
}) {
  const form = useForm();
  const text = useField<string>(textName, { subscription: { value: true } });
  const chosen = useField<number | null>(idName, { subscription: { value: true } }).input.value;
  // A pick is sent as its id alone (the name is the list's), so values read back from a payload
  // (a queued lead continued, src/features/lead-wizard/mapping.ts) show the list's name for it.
  const shown = text.input.value || (chosen ? (items.find((i) => i.id === chosen)?.label ?? '') : '');
  const search = useCallback(
    (q: string): (TypeaheadOption & Item)[] =>
      items
        .filter((i) => i.label.toLowerCase().includes(q.toLowerCase()))
        .slice(0, 10)
        .map((i) => ({ ...i, key: i.id })),
    [items],
  );
  return (
    <FieldRow name={idName} alsoName={textName} label={label} htmlFor={fieldId(textName)}>
      {(invalid) => (
        <TypeaheadInput
          invalid={invalid}
          id={fieldId(textName)}
          value={shown}
          minChars={TYPEAHEAD_MIN_CHARS}
          debounceMs={TYPEAHEAD_DEBOUNCE_MS}
          search={search}
          searchKey={items.length}
          onTextChange={(v) =>
            form.batch(() => {
              form.change(textName, v);
              form.change(idName, null);
            })
          }
          onPick={(o) =>
            form.batch(() => {
              form.change(textName, o.label);
              form.change(idName, o.id);
            })
          }
        />
      )}
    </FieldRow>
  );
}
