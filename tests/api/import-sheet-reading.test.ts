/**
 * The import dialog reads a sheet as the server reads an uploaded one: CSV cells as the text they
 * are (phones keep their leading 0 and +, dd/MM/yyyy stays day first), headers trimmed with their
 * cells, and blank lines kept so row numbers in messages are the sheet's own.
 */
import * as XLSX from '@e965/xlsx';
import { parseSheet } from '../../src/components/import/importActors';
import { mapRows, sheetRow } from '../../machines/import.mapping';
import { sheetDate } from '../../contract/sheet-cells';
import { parseSpreadsheet } from '../../server/imports/parse-file';

const picked = (name: string, bytes: Uint8Array) => ({
  name,
  arrayBuffer: async () =>
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
});

const CSV = [
  ' Organization Name ,Phone, DOB ',
  'QA Org 1,01711100001,05/06/1991',
  ',,',
  'QA Org 2,+8801711999001,13/02/1992',
  '',
  '',
].join('\r\n');

test('CSV cells stay text: leading 0, + and day-first dates survive, as on the server', async () => {
  const bytes = new TextEncoder().encode(CSV);
  const { headers, rows } = await parseSheet(picked('prospects.csv', bytes));
  expect(headers).toEqual(['Organization Name', 'Phone', 'DOB']);
  const mapped = mapRows(rows, { organization_name: 'Organization Name', phone: 'Phone', dob: 'DOB' });
  expect(mapped[0]).toEqual({ organization_name: 'QA Org 1', phone: '01711100001', dob: '05/06/1991' });
  expect(mapped[2]).toEqual({ organization_name: 'QA Org 2', phone: '+8801711999001', dob: '13/02/1992' });
  // Both dates are read day first, by the same rule the server applies.
  expect(mapped.filter((r) => r.dob).map((r) => sheetDate(r.dob))).toEqual(['1991-06-05', '1992-02-13']);
  // The same file uploaded to the server gives the same cells.
  const server = parseSpreadsheet('prospects.csv', Buffer.from(bytes)) as Array<Record<string, unknown>>;
  expect(server.map((r) => String(r.Phone))).toEqual(['01711100001', '+8801711999001']);
});

test('a blank line keeps the rows below it at their sheet row numbers; blank lines at the end go', async () => {
  const { rows } = await parseSheet(picked('prospects.csv', new TextEncoder().encode(CSV)));
  expect(rows).toHaveLength(3);
  const second = rows.findIndex((r) => r['Organization Name'] === 'QA Org 2');
  expect(sheetRow(second)).toBe(4);
});

test('an xlsx keeps text cells as typed and reads a header with spaces', async () => {
  const sheet = XLSX.utils.aoa_to_sheet([
    [' Organization Name ', 'Phone'],
    ['QA Org 3', { t: 's', v: '01811100001' }],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  const { headers, rows } = await parseSheet(picked('prospects.xlsx', bytes));
  expect(headers).toEqual(['Organization Name', 'Phone']);
  expect(rows).toEqual([{ 'Organization Name': 'QA Org 3', Phone: '01811100001' }]);
});
