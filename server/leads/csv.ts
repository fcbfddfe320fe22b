import type { Response } from 'express';
import { PHONE_FILE } from '../../contract/download-files';

/** CSV cells for spreadsheet use: quoted per RFC 4180, formula triggers neutralised. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A cell starting with = + - @ (or tab / carriage return) is run as a formula by spreadsheet
  // programs; a leading apostrophe makes it plain text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: unknown[]): string {
  return cells.map(csvCell).join(',');
}

/**
 * Export Phone's answer (leads, prospects, stakeholders): phone_numbers.csv, one line per
 * organization, person and phone, with a BOM so spreadsheet programs read it as UTF-8.
 */
export function sendPhoneCsv(res: Response, rows: Iterable<[unknown, unknown, unknown]>): void {
  const lines = [csvLine(['Organization Name', 'Concern Person', 'Phone'])];
  for (const row of rows) lines.push(csvLine(row));
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${PHONE_FILE}"`)
    .send(`\uFEFF${lines.join('\r\n')}\r\n`);
}
