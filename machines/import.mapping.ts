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

/** Sheet row number (header = row 1) of the row at `index`. */
export const sheetRow = (index: number): number => index + 2;
