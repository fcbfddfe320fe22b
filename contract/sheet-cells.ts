/**
 * How the cells of an imported spreadsheet are read, the same in the browser (the import dialog's
 * preview and upload, machines/import.mapping.ts) and on the server (a sheet uploaded as a file,
 * server/imports/columns.ts).
 */
import { localDay } from './days';

/** "Concern Person E-mail" → "concernpersonemail": headers compared ignoring case and punctuation. */
export const headerKey = (header: unknown): string =>
  String(header ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The calendar day (yyyy-MM-dd) of a date cell. The xlsx reader builds a date cell at local
 * midnight, so its local day is the cell's day; the UTC day (toISOString) was one day early east
 * of Greenwich: a birthday of 15 January imported as 14 January in Dhaka.
 */
export function sheetDay(value: Date): string {
  if (Number.isNaN(value.getTime())) return '';
  return localDay(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date cell sent as text, as sheets hold it: yyyy-MM-dd (with or without a time), dd-MM-yyyy,
 * dd/MM/yyyy (day first: the product shows DD-MM-YYYY), or an Excel day number; anything else is
 * left for the validator to refuse.
 */
export function sheetDate(value: unknown): unknown {
  const t = String(value ?? '').trim();
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) return `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  if (/^\d{4,5}$/.test(t)) {
    const day = new Date(Date.UTC(1899, 11, 30) + Number(t) * 86_400_000);
    return day.toISOString().slice(0, 10);
  }
  return value;
}
