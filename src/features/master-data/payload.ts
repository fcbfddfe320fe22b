import type { FormValues, MasterDescriptor, MasterRow } from './types';

const ADDRESS_KEYS = ['phone', 'country', 'state', 'city', 'area'] as const;
const blank = (v: unknown) => v === undefined || v === null || v === '';
const idOrNull = (v: unknown) => (blank(v) ? null : Number(v));

/**
 * What the dialog sends: exactly the keys the server's descriptor allows (server/master), so a
 * cascade sends only its deepest id and an unchanged employee password is left out.
 */
export function toPayload(
  descriptor: MasterDescriptor,
  values: FormValues,
  mode: 'create' | 'edit',
): FormValues {
  const body: FormValues = {};
  for (const field of descriptor.fields) {
    const value = values[field.name];
    switch (field.kind) {
      case 'dateRange':
        body.start_date = values.start_date ?? '';
        body.end_date = values.end_date ?? '';
        break;
      case 'password':
        if (!(mode === 'edit' && blank(value))) body[field.name] = value ?? '';
        break;
      case 'number':
        body[field.name] = blank(value) || Number.isNaN(Number(value)) ? (value ?? '') : Number(value);
        break;
      case 'ref':
      case 'tree':
      case 'cascade':
        body[field.name] = idOrNull(value);
        break;
      case 'addresses':
        body[field.name] = (Array.isArray(value) ? value : []).map((row: Record<string, unknown>) =>
          Object.fromEntries(ADDRESS_KEYS.map((k) => [k, row?.[k] ?? ''])),
        );
        break;
      default:
        body[field.name] = value ?? '';
    }
  }
  return body;
}

/** The form's starting values: empty for create, the row (through the descriptor's mapping) for edit. */
export function initialValues(descriptor: MasterDescriptor, record: MasterRow | null): FormValues {
  if (!record) {
    const values: FormValues = {};
    for (const field of descriptor.fields) {
      if (field.kind === 'addresses') values[field.name] = [];
      // A colour input always shows a colour (black when empty): send what the user sees.
      if (field.kind === 'color') values[field.name] = '#000000';
    }
    return values;
  }
  return descriptor.toFormValues ? descriptor.toFormValues(record) : { ...record };
}
