import { headerKey, sheetDay } from '../../contract/sheet-cells';
import type { ImportColumn } from './types';

/** Header key → field, from each column's field name, label and aliases. */
export function headerMap(columns: ImportColumn[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const c of columns)
    for (const name of [c.field, c.label, ...(c.aliases ?? [])]) map.set(headerKey(name), c.field);
  return map;
}

const MAX_SEEN_KEYS = 1000;

/**
 * A sheet or JSON row with its keys turned into field names; unknown columns are dropped, so a
 * row can only ever fill the resource's own fields. Cells are trimmed text (numbers kept as text
 * so a phone like 8801711... survives).
 */
export function toFields(
  raw: unknown,
  map: Map<string, string>,
  /** Per call: every row of a sheet has the same keys, so each is normalised once. */
  seen: Map<string, string | undefined> = new Map(),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    let field = seen.get(key);
    if (field === undefined && !seen.has(key)) {
      field = map.get(headerKey(key));
      // Bounded: a body of ever new keys costs the normalising, not memory.
      if (seen.size < MAX_SEEN_KEYS) seen.set(key, field);
    }
    if (!field || out[field] !== undefined) continue;
    out[field] = cellText(value);
  }
  return out;
}

function cellText(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  // A leading apostrophe is how exports keep = + - @ cells from running as formulas: drop it.
  if (typeof value === 'string') {
    const text = value.trim();
    return (text.startsWith("'") ? text.replace(/^'(?=[=+\-@])/, '') : text).slice(0, 5000);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return sheetDay(value);
  return '';
}
