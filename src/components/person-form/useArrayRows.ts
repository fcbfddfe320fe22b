import { getIn } from 'final-form';
import { useForm, useFormState } from 'react-final-form';
import { focusWhenShown } from '../../lib/focusFallback';
import { fieldId } from './FieldRow';

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
 *
 * With `focusField`, the keyboard follows the rows: an added row's field takes focus (the new row
 * sits above the Add button, so Tab would skip it), and after a removal the same field of the row
 * now in that place (or the one before) takes it, instead of the document; when the last row
 * goes, the Add button does (give it the id `addButtonId`).
 */
export function useArrayRows<T>(name: string, focusField?: string) {
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const list = getIn(values as object, name);
  const count = Array.isArray(list) ? list.length : 0;
  const addButtonId = `${fieldId(name)}-add`;
  return {
    names: Array.from({ length: count }, (_, i) => `${name}[${i}]`),
    count,
    addButtonId,
    push: (row: T) => {
      form.mutators.push(name, row);
      if (focusField) focusWhenShown(fieldId(`${name}[${count}].${focusField}`));
    },
    remove: (index: number) => {
      form.mutators.remove(name, index);
      const next = Math.min(index, count - 2);
      if (focusField) focusWhenShown(next < 0 ? addButtonId : fieldId(`${name}[${next}].${focusField}`));
    },
  };
}
