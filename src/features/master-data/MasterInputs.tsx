import { DateRangeField, PasswordField, TextField } from '../../components/form';
import { AddressRows } from './fields/AddressRows';
import { LocationCascade } from './fields/LocationCascade';
import { RefSelect, TreeSelect, requiredNow } from './fields/RefSelect';
import type { FieldDescriptor, MasterDescriptor } from './types';

interface InputsProps {
  descriptor: MasterDescriptor;
  mode: 'create' | 'edit';
  recordId?: number;
}

/** The one inputs component create and edit share: every field of the descriptor, by kind. */
export function MasterInputs({ descriptor, mode, recordId }: InputsProps) {
  return (
    <>
      {descriptor.fields.map((field) => (
        <FieldInput key={field.name} field={field} mode={mode} recordId={recordId} />
      ))}
    </>
  );
}

function FieldInput({
  field,
  mode,
  recordId,
}: {
  field: FieldDescriptor;
  mode: 'create' | 'edit';
  recordId?: number;
}) {
  const required = requiredNow(field, mode);
  const common = { name: field.name, label: field.label, required };
  switch (field.kind) {
    case 'textarea':
      return <TextField {...common} as="textarea" rows={3} />;
    case 'email':
      return <TextField {...common} type="email" autoComplete="off" />;
    case 'password':
      return <PasswordField {...common} autoComplete="new-password" />;
    case 'number':
      return <TextField {...common} type="number" />;
    case 'color':
      return <TextField {...common} type="color" className="mb-3 color-field" />;
    case 'ref':
      return <RefSelect field={field} mode={mode} />;
    case 'tree':
      return <TreeSelect field={field} mode={mode} recordId={recordId} />;
    case 'dateRange':
      return <DateRangeField label={field.label} required={required} />;
    case 'addresses':
      return <AddressRows name={field.name} />;
    case 'cascade':
      return <LocationCascade field={field} />;
    default:
      return <TextField {...common} />;
  }
}
