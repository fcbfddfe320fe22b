import type { ErrorBag } from '../validation/errors';
import { isBlank, isIsoDate, text } from '../validation/values';

const spaced = (key: string) => key.replace(/_/g, ' ');

/** HH:mm on a 24-hour clock. */
export const isTime = (v: unknown): v is string =>
  typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/** A trimmed text field: required ones report "The x field is required.", all are capped. */
export function textField(
  body: Record<string, unknown>,
  key: string,
  bag: ErrorBag,
  { required = false, max = 5000 }: { required?: boolean; max?: number } = {},
): string | null {
  const raw = body[key];
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
    bag.add(key, `The ${spaced(key)} must be a string.`);
    return null;
  }
  const value = text(raw);
  if (!value) {
    if (required) bag.add(key, `The ${spaced(key)} field is required.`);
    return null;
  }
  if (value.length > max) bag.add(key, `The ${spaced(key)} may not be greater than ${max} characters.`);
  return value;
}

/** One of a fixed list (compared ignoring case; the list's spelling is kept). */
export function choiceField(
  body: Record<string, unknown>,
  key: string,
  choices: readonly string[],
  bag: ErrorBag,
  required: boolean,
): string | null {
  const value = text(body[key]);
  if (!value) {
    if (required) bag.add(key, `The ${spaced(key)} field is required.`);
    return null;
  }
  const found = choices.find((c) => c.toLowerCase() === value.toLowerCase());
  if (!found) bag.add(key, `The selected ${spaced(key)} is invalid.`);
  return found ?? null;
}

export function dateField(body: Record<string, unknown>, key: string, bag: ErrorBag): string | null {
  const value = text(body[key]);
  if (!value) bag.add(key, `The ${spaced(key)} field is required.`);
  else if (!isIsoDate(value)) bag.add(key, `The ${spaced(key)} must be a date in yyyy-MM-dd format.`);
  return isIsoDate(value) ? value : null;
}

export function timeField(body: Record<string, unknown>, key: string, bag: ErrorBag): string | null {
  const value = text(body[key]);
  if (!value) bag.add(key, `The ${spaced(key)} field is required.`);
  else if (!isTime(value)) bag.add(key, `The ${spaced(key)} must be a time in HH:mm format.`);
  return isTime(value) ? value : null;
}

/** key_account: 'Y' or 'N' (default 'N'). */
export function keyAccountField(body: Record<string, unknown>, bag: ErrorBag): 'Y' | 'N' {
  const value = text(body.key_account).toUpperCase();
  if (!value || value === 'N') return 'N';
  if (value === 'Y') return 'Y';
  bag.add('key_account', 'The key account must be Y or N.');
  return 'N';
}

/**
 * A list sent as JSON text (multipart forms) or as a JSON array; blank means an empty list.
 * Anything else is reported under `key`.
 */
export function jsonListField(
  body: Record<string, unknown>,
  key: string,
  bag: ErrorBag,
  max = 50,
): unknown[] {
  let raw = body[key];
  if (isBlank(raw)) return [];
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      bag.add(key, `The ${spaced(key)} must be a JSON list.`);
      return [];
    }
  }
  if (!Array.isArray(raw)) {
    bag.add(key, `The ${spaced(key)} must be a list.`);
    return [];
  }
  if (raw.length > max) bag.add(key, `The ${spaced(key)} may not have more than ${max} items.`);
  return raw.slice(0, max);
}

/** Minutes east of UTC of the caller's clock (`utc_offset`), so dates and times are their local ones. */
export function utcOffsetField(body: Record<string, unknown>, bag: ErrorBag): number {
  const value = text(body.utc_offset);
  if (!value) return 0;
  const n = /^[+-]?\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || Math.abs(n) > 14 * 60) {
    bag.add('utc_offset', 'The utc offset must be a number of minutes between -840 and 840.');
    return 0;
  }
  return n;
}

/** The instant of a local date and time, given the caller's offset (minutes east of UTC). */
export const instantOf = (date: string, time: string, utcOffset: number): string =>
  new Date(Date.parse(`${date}T${time}:00.000Z`) - utcOffset * 60_000).toISOString();
