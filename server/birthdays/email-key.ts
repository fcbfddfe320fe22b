import type { BirthdayRow } from '../stored/accounts';

/** A contact's identity in imports: its email, ignoring case and outer spaces. */
export const emailKey = (email: unknown): string | null =>
  typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;

/**
 * What `withEmails` answers on either store: each asked key that has a holder, in the keys' order,
 * with its holder (the first contact of that address, as the embedded index keeps it).
 */
export function holdersOf(
  keys: readonly string[],
  holderOf: (key: string) => BirthdayRow | undefined,
): Map<string, BirthdayRow> {
  const out = new Map<string, BirthdayRow>();
  for (const key of keys) {
    const row = holderOf(key);
    if (row) out.set(key, row);
  }
  return out;
}
