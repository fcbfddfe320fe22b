import type { Response } from 'express';
import { PHONE_FILE } from '../../contract/download-files';
import { streamAnswer } from '../http/stream';

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

/** One line of phone_numbers.csv: organization, concern person, phone. */
export type PhoneLine = [unknown, unknown, unknown];

const PHONE_HEADER = `\uFEFF${csvLine(['Organization Name', 'Concern Person', 'Phone'])}\r\n`;

/**
 * Export Phone's answer (leads, prospects, stakeholders): phone_numbers.csv, one line per
 * organization, person and phone, with a BOM so spreadsheet programs read it as UTF-8. Written
 * a page of records at a time as they are read (server/http/stream.ts), never held whole.
 */
export function streamPhoneCsv(res: Response, pages: AsyncIterable<PhoneLine[]>): Promise<void> {
  async function* parts() {
    let opened = false;
    for await (const lines of pages) {
      const text = lines.map((line) => `${csvLine(line)}\r\n`).join('');
      yield opened ? text : `${PHONE_HEADER}${text}`;
      opened = true;
    }
    if (!opened) yield PHONE_HEADER;
  }
  return streamAnswer(res, parts(), (r) =>
    r
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${PHONE_FILE}"`),
  );
}
