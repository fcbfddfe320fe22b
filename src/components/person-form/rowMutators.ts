import arrayMutators from 'final-form-arrays';
import { getIn, setIn, type Mutator } from 'final-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMutator = Mutator<any, any>;
type State = Parameters<AnyMutator>[1];

/** Applies the same row change to the form's initial values, when they hold that list. */
function mirrorInitial(state: State, name: string, change: (rows: unknown[]) => unknown[]) {
  const initial = state.formState.initialValues as object | undefined;
  const rows = initial ? getIn(initial, name) : undefined;
  if (Array.isArray(rows)) state.formState.initialValues = setIn(initial!, name, change(rows));
}

/**
 * final-form-arrays' mutators, with `push` and `remove` also applied to the initial values.
 * react-final-form 7 fills a newly registered field that has no state from the form's initial
 * values: without this, removing a loaded row and adding one gave the new row the old row's
 * values (an edited lead's removed person came back in the added card).
 */
export const rowMutators: Record<string, AnyMutator> = {
  ...(arrayMutators as unknown as Record<string, AnyMutator>),
  push: (args, state, tools) => {
    (arrayMutators.push as AnyMutator)(args, state, tools);
    const [name, value] = args as [string, unknown];
    const index = (getIn(state.formState.values as object, name) as unknown[]).length - 1;
    mirrorInitial(state, name, (rows) => {
      const next = rows.slice(0, index);
      next[index] = value;
      return next;
    });
  },
  remove: (args, state, tools) => {
    const result = (arrayMutators.remove as AnyMutator)(args, state, tools);
    const [name, index] = args as [string, number];
    mirrorInitial(state, name, (rows) => rows.filter((_, i) => i !== index));
    return result;
  },
};
