import type { Row } from '../db/row';
import type { Repos } from '../repositories';
import type { Tx } from '../db/tx';
import { ErrorBag, label } from '../validation/errors';
import { isBlank, isEmail, text, toInt } from '../validation/values';
import type { TableCollection } from '../stored/collections';

export interface EmployeeInput {
  name: string;
  email: string;
  password: string | null;
  phone: string;
  address: string | null;
  parent_id: number | null;
  department_id: number;
  designation_id: number;
  role_id: number;
}

const REFS: Array<[keyof EmployeeInput, TableCollection]> = [
  ['department_id', 'departments'],
  ['designation_id', 'designations'],
  ['role_id', 'roles'],
];

/**
 * Employee form rules: name, email (valid, unique among users), password
 * (required on create, optional on update, min 6), phone, department, designation, role; the
 * supervisor is optional but must exist and must not make the hierarchy loop.
 * On update absent keys keep their current value, like the other master collections.
 */
export async function readEmployeeInput(
  body: Record<string, unknown>,
  repos: Repos,
  existing?: { employee: Row; user: Row },
  via?: Tx,
): Promise<EmployeeInput> {
  const bag = new ErrorBag();
  const has = (k: string) => Object.prototype.hasOwnProperty.call(body, k);
  const current = (k: string): unknown => {
    if (!existing) return undefined;
    return k === 'name' || k === 'email' ? existing.user[k] : existing.employee[k];
  };
  const value = (k: string): unknown => (has(k) ? body[k] : current(k));

  const str = (k: string, required: boolean): string | null => {
    const v = value(k);
    if (isBlank(v)) {
      if (required) bag.add(k, `The ${label(k)} field is required.`);
      return null;
    }
    if (typeof v !== 'string' && typeof v !== 'number')
      return (bag.add(k, `The ${label(k)} must be a string.`), null);
    const t = text(v);
    if (t.length > 255) bag.add(k, `The ${label(k)} may not be greater than 255 characters.`);
    return t;
  };

  const name = str('name', true);
  const email = str('email', true)?.toLowerCase() ?? null;
  if (email && !bag.has('email')) {
    if (!isEmail(email)) bag.add('email', 'The email must be a valid email address.');
    else if ((await repos.users.withEmail(email, via)).some((u) => u.id !== existing?.user.id)) {
      bag.add('email', 'The email has already been taken.');
    }
  }
  const phone = str('phone', true);
  const address = str('address', false);

  let password: string | null = null;
  const rawPassword = has('password') ? body.password : undefined;
  if (isBlank(rawPassword)) {
    if (!existing) bag.add('password', 'The password field is required.');
  } else if (typeof rawPassword !== 'string') bag.add('password', 'The password must be a string.');
  else if (rawPassword.length < 6) bag.add('password', 'The password must be at least 6 characters.');
  else if (rawPassword.length > 200)
    bag.add('password', 'The password may not be greater than 200 characters.');
  else password = rawPassword;

  const ids: Record<string, number | null> = {};
  for (const [k, collection] of REFS) {
    const v = value(k);
    if (isBlank(v)) {
      bag.add(k, `The ${label(k)} field is required.`);
      continue;
    }
    const id = toInt(v);
    if (Number.isNaN(id) || !(await repos.table(collection).get(id, via)))
      bag.add(k, `The selected ${label(k)} is invalid.`);
    else ids[k] = id;
  }

  let parentId: number | null = null;
  const rawParent = value('parent_id');
  if (!isBlank(rawParent)) {
    const id = toInt(rawParent);
    if (Number.isNaN(id) || !(await repos.employees.get(id, via)))
      bag.add('parent_id', 'The selected supervisor is invalid.');
    // Walk up from the proposed supervisor: meeting the employee means the chain would loop.
    else if (
      existing &&
      (id === existing.employee.id ||
        (await repos.employees.supervisorIds(id, via)).includes(existing.employee.id))
    ) {
      bag.add('parent_id', 'An employee cannot report to themselves or to one of their own subordinates.');
    } else parentId = id;
  }

  bag.throwIfAny();
  return {
    name: name!,
    email: email!,
    password,
    phone: phone!,
    address,
    parent_id: parentId,
    department_id: ids.department_id!,
    designation_id: ids.designation_id!,
    role_id: ids.role_id!,
  };
}
