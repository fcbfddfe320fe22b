import { getIn } from 'final-form';
import { useForm, useFormState } from 'react-final-form';

/**
 * Rows of an array field, counted from the form's values. (react-final-form-arrays' FieldArray
 * can miss its first registration update with final-form 5 and render no rows until something
 * else re-renders, so the wizard reads the length itself and uses the array mutators directly.)
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
