/** Small pure checks and coercions shared by every validator. */

export const isBlank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

// Deliberately simple: one @, no spaces, a dot in the domain (what the client's yup rule accepts).
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (v: unknown): boolean =>
  typeof v === 'string' && v.length <= 254 && EMAIL_RE.test(v.trim());

export const HEX_COLOR_RE = /^#[0-9a-fA-F]{6}$/;

/** A calendar date in yyyy-MM-dd that really exists (no 2025-02-30). */
export function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Accepts 3 or "3"; anything else (3.5, "abc", true) is NaN. */
export function toInt(v: unknown): number {
  // A safe integer only: 1e308 is an integer to JavaScript, but no id and no PostgreSQL number.
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : NaN;
  if (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim())) return Number(v.trim());
  return NaN;
}

/** Accepts 12.5 or "12.5". */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : NaN;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v.trim());
  return NaN;
}

export const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
