import type { Tx } from '../db/tx';
import type { Repos } from '../repositories';
import { ErrorBag } from '../validation/errors';
import { isBlank, isEmail, text } from '../validation/values';

export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
  address: string | null;
}

const LABELS: Record<string, string> = { name: 'name', email: 'email', phone: 'phone', address: 'address' };

/**
 * Profile form rules: name, email (valid, unique among users) and phone required, address
 * optional; each at most 255 characters. Run again inside the transaction (`via`) so the email
 * is still unique at commit time.
 */
export async function readProfileInput(
  body: Record<string, unknown>,
  repos: Repos,
  userId: number,
  via?: Tx,
): Promise<ProfileInput> {
  const bag = new ErrorBag();
  const str = (key: string, required: boolean): string | null => {
    const v = body[key];
    if (isBlank(v)) {
      if (required) bag.add(key, `The ${LABELS[key]} field is required.`);
      return null;
    }
    if (typeof v !== 'string') return (bag.add(key, `The ${LABELS[key]} must be a string.`), null);
    const t = text(v);
    if (t.length > 255) bag.add(key, `The ${LABELS[key]} may not be greater than 255 characters.`);
    return t;
  };
  const name = str('name', true);
  const email = str('email', true)?.toLowerCase() ?? null;
  if (email && !bag.has('email')) {
    if (!isEmail(email)) bag.add('email', 'The email must be a valid email address.');
    else if ((await repos.users.withEmail(email, via)).some((u) => u.id !== userId))
      bag.add('email', 'The email has already been taken.');
  }
  const phone = str('phone', true);
  if (phone && !bag.has('phone') && !/^\+?[0-9 ()-]{3,30}$/.test(phone))
    bag.add('phone', 'The phone may only contain digits, spaces, +, - and brackets.');
  const address = str('address', false);
  bag.throwIfAny();
  return { name: name!, email: email!, phone: phone!, address };
}

/** Password change rules: current given, new at least 6 (at most 200) and confirmed. */
export function readPasswordChange(body: Record<string, unknown>) {
  const bag = new ErrorBag();
  const { current_password: current, new_password: next, new_password_confirmation: confirm } = body;
  if (isBlank(current) || typeof current !== 'string')
    bag.add('current_password', 'The current password field is required.');
  if (isBlank(next) || typeof next !== 'string')
    bag.add('new_password', 'The new password field is required.');
  else if (next.length < 6) bag.add('new_password', 'The new password must be at least 6 characters.');
  else if (next.length > 200)
    bag.add('new_password', 'The new password may not be greater than 200 characters.');
  if (isBlank(confirm))
    bag.add('new_password_confirmation', 'The new password confirmation field is required.');
  else if (confirm !== next)
    bag.add('new_password_confirmation', 'New password and confirm password do not match');
  bag.throwIfAny();
  return { current: current as string, next: next as string };
}
