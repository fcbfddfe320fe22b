import type { ImportResult } from '../../../machines/import.machine';
import { sheetRow, type SheetRow } from '../../../machines/import.mapping';
import { loadXlsx } from './importActors';
import { sheetDay } from '../../../contract/sheet-cells';

/** A cell starting with = + - @ would run as a formula: keep it text. */
const safe = (v: unknown) => {
  const text = v === null || v === undefined ? '' : v instanceof Date ? sheetDay(v) : String(v);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/**
 * The rejected sheet rows, as they were, each with an Error column listing why.
 * @public tests/api/import-dates.test.ts loads it in a child process by a require in a string,
 * which knip cannot see.
 */
export function rejectedSheet(
  headers: string[],
  rows: SheetRow[],
  errors: ImportResult['errors'],
): string[][] {
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${e.field}: ${e.message}`]);
  const out = [[...headers, 'Error']];
  rows.forEach((row, i) => {
    const why = byRow.get(sheetRow(i));
    if (why) out.push([...headers.map((h) => safe(row[h])), safe(why.join('; '))]);
  });
  return out;
}

/** Saves the rejected rows as `<file>-rejected.xlsx`. */
export async function downloadRejectedRows(
  fileName: string,
  headers: string[],
  rows: SheetRow[],
  errors: ImportResult['errors'],
): Promise<void> {
  const XLSX = await loadXlsx();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet(rejectedSheet(headers, rows, errors)),
    'Rejected rows',
  );
  const base = fileName.replace(/\.(xlsx|xls|csv)$/i, '') || 'import';
  XLSX.writeFile(book, `${base}-rejected.xlsx`);
}
