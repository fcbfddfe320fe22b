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
