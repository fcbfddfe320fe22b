import { SelectField } from '../../../components/form';
import { useMasterListQuery } from '../../../api/lookups';
import { useCategoryTreeQuery, useEmployeeTreeQuery } from '../api';
import { textOf } from '../format';
import type { FieldDescriptor } from '../types';
import { treeOptions } from './treeOptions';

const requiredNow = (field: FieldDescriptor, mode: 'create' | 'edit') =>
  field.required === true || (field.required === 'create' && mode === 'create');

/** A select over another master list (departments, units, roles, ...). */
export function RefSelect({ field, mode }: { field: FieldDescriptor; mode: 'create' | 'edit' }) {
  const { data = [] } = useMasterListQuery(field.ref ?? '');
  const options = data.map((r) => ({ value: r.id, label: textOf(r.name ?? r.type) }));
  return (
    <SelectField
      name={field.name}
      label={field.label}
      options={options}
      required={requiredNow(field, mode)}
    />
  );
}

/** A select over a tree endpoint; a self-referencing tree leaves out the edited record's subtree. */
export function TreeSelect({
  field,
  mode,
  recordId,
}: {
  field: FieldDescriptor;
  mode: 'create' | 'edit';
  recordId?: number;
}) {
  const categories = useCategoryTreeQuery(undefined, { skip: field.tree !== 'categories' });
  const employees = useEmployeeTreeQuery(undefined, { skip: field.tree !== 'employees' });
  const tree = (field.tree === 'employees' ? employees.data : categories.data) ?? [];
  const options = treeOptions(tree, mode === 'edit' && field.excludeSelf ? recordId : null);
  return (
    <SelectField
      name={field.name}
      label={field.label}
      options={options}
      required={requiredNow(field, mode)}
    />
  );
}

export { requiredNow };
