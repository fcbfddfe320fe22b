import { useCallback, useSyncExternalStore } from 'react';
import { getIn, type FormApi } from 'final-form';
import { useForm } from 'react-final-form';
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
  const count = useRowCount(form, name);
  const addButtonId = `${fieldId(name)}-add`;
  // Stable while the count stays, so memoised rows (PersonCard) skip the form's other renders.
  const push = useCallback(
    (row: T) => {
      form.mutators.push(name, row);
      if (focusField) focusWhenShown(fieldId(`${name}[${count}].${focusField}`));
    },
    [form, name, focusField, count],
  );
  const remove = useCallback(
    (index: number) => {
      form.mutators.remove(name, index);
      const next = Math.min(index, count - 2);
      if (focusField) focusWhenShown(next < 0 ? addButtonId : fieldId(`${name}[${next}].${focusField}`));
    },
    [form, name, focusField, count, addButtonId],
  );
  return {
    names: Array.from({ length: count }, (_, i) => `${name}[${i}]`),
    count,
    addButtonId,
    push,
    remove,
  };
}

/**
 * How many rows the array holds, re-rendering only when that number changes: a subscription to
 * all values re-rendered every row (and everything in it) on each keystroke of any field and on
 * each submit, which at a phone's CPU was most of the booth's offline save (docs/benchmarks.md).
 */
function useRowCount(form: FormApi, name: string): number {
  const subscribe = useCallback((changed: () => void) => form.subscribe(changed, { values: true }), [form]);
  const read = () => {
    const list = getIn(form.getState().values as object, name);
    return Array.isArray(list) ? list.length : 0;
  };
  return useSyncExternalStore(subscribe, read, read);
}
