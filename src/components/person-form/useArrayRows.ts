import { getIn } from 'final-form';
import { useForm, useFormState } from 'react-final-form';

/**
 * Rows of an array field, counted from the form's values and changed through final-form-arrays'
 * mutators (`push`, `remove`). (react-final-form-arrays' FieldArray can miss its first
 * registration update with final-form 5 and render no rows until something else re-renders, so
 * the wizard reads the length itself; see docs/decisions.md.)
 *
 * Rows are keyed by their index name on purpose: a row component must keep its field names.
 * react-final-form 7 re-registers a renamed field and, finding no state for the new name, writes
 * the form's *initial* value into it, so "stable" keys would undo a removal. Row state that is
 * not in the form (a visiting card's preview) must follow the row's values itself.
 */
export function useArrayRows<T>(name: string) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const list = getIn(values as object, name);
  const count = Array.isArray(list) ? list.length : 0;
  return {
    names: Array.from({ length: count }, (_, i) => `${name}[${i}]`),
    count,
    push: (row: T) => form.mutators.push(name, row),
    remove: (index: number) => form.mutators.remove(name, index),
  };
}
