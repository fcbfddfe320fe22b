/**
 * Date cells of an imported sheet keep their calendar day whatever the time zone, read by the
 * server (a sheet uploaded as a file) or by the import dialog (rows sent as JSON, and its download
 * of the rejected rows). The sheet reader
 * takes the zone when it loads, so each zone runs in a process of its own.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Excel serial days: 2026-01-15, 1955-03-10 (a birth date), 1979-05-25 23:45.
const CELLS = [
  { serial: 46037, day: '2026-01-15' },
  { serial: 20158, day: '1955-03-10' },
  { serial: 29000.99, day: '1979-05-25' },
];

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = `
const XLSX = require('@e965/xlsx');
const { parseSpreadsheet } = require('./server/imports/parse-file');
const { headerMap, toFields } = require('./server/imports/columns');
const serials = ${JSON.stringify(CELLS.map((c) => c.serial))};
const sheet = XLSX.utils.aoa_to_sheet([['DOB'], ...serials.map((v) => [{ t: 'n', v, z: 'yyyy-mm-dd' }])]);
const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
const map = headerMap([{ field: 'DOB', label: 'Date of Birth' }]);
const server = parseSpreadsheet('birthdays.xlsx', bytes).map((row) => toFields(row, map).DOB);
// The import dialog reads the sheet with its own reader (src/components/import/importActors.ts).
const { mapRows } = require('./machines/import.mapping');
const { parseSheet } = require('./src/components/import/importActors');
(async () => {
const { rows } = await parseSheet({ name: 'birthdays.xlsx', arrayBuffer: async () => bytes });
const dialog = mapRows(rows, { DOB: 'DOB' }).map((row) => row.DOB);
// Its download of the rejected rows (every row refused here) shows the same days.
const { rejectedSheet } = require('./src/components/import/rejectedRows');
const errors = rows.map((_, i) => ({ row: i + 2, field: 'DOB', message: 'refused' }));
const rejected = rejectedSheet(['DOB'], rows, errors).slice(1).map((line) => line[0]);
process.stdout.write(JSON.stringify({ server, dialog, rejected }));
})();
`;

test.each(['UTC', 'Asia/Dhaka', 'Pacific/Auckland', 'America/New_York'])(
  'in %s a date cell is read as its own day, by the server and by the import dialog',
  (tz) => {
    const out = execFileSync(process.execPath, ['-r', 'esbuild-register', '-e', SCRIPT], {
      cwd: ROOT,
      env: { ...process.env, TZ: tz },
      encoding: 'utf8',
    });
    const days = CELLS.map((c) => c.day);
    expect(JSON.parse(out)).toEqual({ server: days, dialog: days, rejected: days });
  },
);
