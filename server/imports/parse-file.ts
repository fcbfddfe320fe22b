import * as XLSX from '@e965/xlsx';
import { validationError } from '../http/errors';

const SPREADSHEET = /\.(xlsx|xls|csv)$/i;
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/**
 * The rows of the first sheet of an uploaded .xlsx/.xls/.csv, as objects keyed by the header row.
 * The extension must match the content (an xlsx is a zip, an xls an OLE file, a csv has no NUL
 * byte), so a renamed binary is refused. Formulas are never evaluated: cached values are read.
 */
export function parseSpreadsheet(name: string, buffer: Buffer, key = 'adjustmentFiles'): unknown[] {
  const ext = SPREADSHEET.exec(name)?.[1]?.toLowerCase();
  const fits =
    ext === 'xlsx'
      ? startsWith(buffer, ZIP)
      : ext === 'xls'
        ? startsWith(buffer, OLE) || !buffer.subarray(0, 512).includes(0)
        : ext === 'csv' && !buffer.subarray(0, 4096).includes(0);
  if (!fits) throw validationError({ [key]: ['The file must be a spreadsheet of type: xlsx, xls, csv.'] });
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(buffer, { type: 'buffer', cellDates: true, dense: true, raw: ext === 'csv' });
  } catch {
    throw validationError({ [key]: ['The file could not be read as a spreadsheet.'] });
  }
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json(sheet, { defval: '', raw: true });
}
