import { setIn } from 'final-form';
import { ValidationError, type AnySchema } from 'yup';

export type FormErrors = Record<string, unknown>;

/**
 * Turns a yup schema into a react-final-form `validate` function: every failing field gets the
 * first message yup reports for it (nested paths like `items[0].name` are supported).
 */
export function validateWith<T>(schema: AnySchema) {
  return (values: T): FormErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: FormErrors = {};
      const seen = new Set<string>();
      for (const inner of error.inner.length ? error.inner : [error]) {
        const path = inner.path ?? '';
        if (!path || seen.has(path)) continue;
        seen.add(path);
        errors = setIn(errors, path, inner.message) as FormErrors;
      }
      return errors;
    }
  };
}
