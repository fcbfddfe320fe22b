/**
 * Pure helpers of the spreadsheet import (framework-free, shared by the import machine, the
 * import dialog and its tests): match sheet columns to fields by header, turn sheet rows into
 * field rows, and predict which rows the server will refuse.
 */

import { headerKey, sheetDay } from '../contract/sheet-cells';

/** One field an import fills. */
export interface ImportField {
  field: string;
  /** Header of the sample file and the preview. */
  label: string;
  /** Other headers that mean this field (compared ignoring case, spaces and punctuation). */
  aliases?: string[];
  required?: boolean;
  /** A quick check of a non-blank value: the message when it will be refused. */
  check?: (value: string) => string | null;
}

/** field → sheet header ('' = not imported). */
export type ColumnMapping = Record<string, string>;

/** A sheet row keyed by header, as the xlsx library reads it. */
export type SheetRow = Record<string, unknown>;

/** Each field gets the first header matching its name, label or an alias; a header is used once. */
export function autoMap(headers: string[], fields: ImportField[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  for (const f of fields) {
    const names = new Set([f.field, f.label, ...(f.aliases ?? [])].map(headerKey));
    const header = headers.find((h) => !used.has(h) && names.has(headerKey(h)));
    mapping[f.field] = header ?? '';
    if (header) used.add(header);
  }
  return mapping;
}

/** True when every required field has a column. */
export const isComplete = (mapping: ColumnMapping, fields: ImportField[]): boolean =>
  fields.every((f) => !f.required || !!mapping[f.field]);

// A leading apostrophe is how exports keep = + - @ cells from running as formulas: drop it.
const cell = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : v instanceof Date
      ? sheetDay(v)
      : String(v)
          .trim()
          .replace(/^'(?=[=+\-@])/, '');

/** Sheet rows → rows keyed by field name (what the server's import calls take). */
export function mapRows(rows: SheetRow[], mapping: ColumnMapping): Record<string, string>[] {
  const pairs = Object.entries(mapping).filter(([, header]) => header);
  return rows.map((row) => Object.fromEntries(pairs.map(([field, header]) => [field, cell(row[header])])));
}

/** What the server will most likely refuse in a mapped row (required fields, simple formats). */
export function rowProblems(row: Record<string, string>, fields: ImportField[]): string[] {
  const problems: string[] = [];
  for (const f of fields) {
    const value = row[f.field] ?? '';
    if (!value) {
      if (f.required) problems.push(`${f.label} is required.`);
    } else {
      const problem = f.check?.(value);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** True when a row has no value in any column (a blank line of the sheet). */
export const isBlankRow = (row: SheetRow): boolean =>
  Object.values(row).every((v) => v === null || v === undefined || String(v).trim() === '');

/**
 * A sheet read as rows of cells (header row first) → its headers and rows keyed by them. Headers
 * are trimmed (" Organization Name " is that column, and its cells are keyed the same way);
 * a repeated header gets a suffix, as the xlsx reader does. Blank lines between rows stay, so row
 * `i` is sheet row `sheetRow(i)` (the server skips blank rows); blank lines at the end go.
 */
export function sheetTable(table: unknown[][]): { headers: string[]; rows: SheetRow[] } {
  const [head = [], ...body] = table;
  const seen = new Map<string, number>();
  const columns = head.map((h) => {
    const name = String(h ?? '').trim();
    if (!name) return '';
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    return n ? `${name}_${n}` : name;
  });
  const rows = body.map((cells) => {
    const row: SheetRow = {};
    columns.forEach((name, i) => {
      if (name) row[name] = cells[i] ?? '';
    });
    return row;
  });
  while (rows.length && isBlankRow(rows[rows.length - 1])) rows.pop();
  return { headers: columns.filter(Boolean), rows };
}

/** Sheet row number (header = row 1) of the row at `index`. */
export const sheetRow = (index: number): number => index + 2;
