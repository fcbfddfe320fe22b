const COUNTRY_CODE = '880';

export interface ParsedContacts {
  /** Numbers to send to, in the order typed. */
  numbers: string[];
  /** How many repeats were left out (when removing duplicates). */
  duplicatesRemoved: number;
  /** Entries that are not phone numbers. */
  invalid: string[];
}

/**
 * One number as digits: separators dropped; with the country code on, a local number gets 880
 * (01XXXXXXXXX → 8801XXXXXXXXX, 1XXXXXXXXX → 8801XXXXXXXXX, +880 / 00880 → 880).
 */
function normaliseNumber(raw: string, addCountryCode: boolean): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (addCountryCode) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    if (digits.startsWith('0')) digits = COUNTRY_CODE + digits.slice(1);
    else if (/^1\d{9}$/.test(digits)) digits = COUNTRY_CODE + digits;
  }
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** Contacts as typed (commas, semicolons, spaces or new lines between them), normalised. */
export function parseContacts(
  text: string,
  addCountryCode: boolean,
  removeDuplicates: boolean,
): ParsedContacts {
  // "017 1234 5678" is one number; "01711111111 01822222222" is two (each part a whole number).
  const entries = text.split(/[\n,;]+/).flatMap((part) => {
    const tokens = part.trim().split(/\s+/);
    return tokens.length > 1 && tokens.every((t) => t.replace(/\D/g, '').length >= 8) ? tokens : [part];
  });
  const numbers: string[] = [];
  const seen = new Set<string>();
  const invalid: string[] = [];
  let duplicatesRemoved = 0;
  for (const entry of entries) {
    if (!entry.trim()) continue;
    const number = normaliseNumber(entry, addCountryCode);
    if (!number) {
      invalid.push(entry.trim());
      continue;
    }
    if (removeDuplicates && seen.has(number)) {
      duplicatesRemoved++;
      continue;
    }
    seen.add(number);
    numbers.push(number);
  }
  return { numbers, duplicatesRemoved, invalid };
}
