/**
 * Model-based test of machines/import.machine.ts against the real API: every transition of the
 * machine's graph is replayed with the app's own actors (src/components/import/importActors.ts:
 * the xlsx library parses real files, the rows go to POST /prospects-import). Before each PICK
 * the test builds the file that makes the coming outcomes happen (a complete sheet, one missing
 * a required column, an empty one, one that cannot be read, one whose rows all fail), and after
 * an upload it checks what the server stored.
 */
import * as XLSX from '@e965/xlsx';
import { createActor, type EventObject } from 'xstate';
import { importMachine } from '../../machines/import.machine';
import type { ImportField } from '../../machines/import.mapping';
import { importActors } from '../../src/components/import/importActors';
import { startTestServer, type TestServer } from '../support/test-server';
import { replay, transitionPaths, type GraphStep } from './support/transition-paths';
import { coverageSummary, definitionCoverage } from './support/definition-coverage';

const FIELDS: ImportField[] = [
  { field: 'organization_name', label: 'Organization Name', required: true },
  { field: 'phone', label: 'Phone', required: true },
  { field: 'person_name', label: 'Concern Person Name', required: true },
  { field: 'person_phone', label: 'Concern Person Phone', required: true },
  { field: 'person_email', label: 'Concern Person Email', required: true },
];
const FULL = FIELDS.map((f) => f.label);
const MISSING = FULL.filter((h) => h !== 'Phone');
const good = { headers: FULL, rows: [{ 'Organization Name': 'x' }] };
const incomplete = { headers: MISSING, rows: [{ 'Organization Name': 'x' }] };

const EVENTS: EventObject[] = [
  { type: 'PICK', file: { name: 'sheet.xlsx' } } as EventObject,
  { type: 'MAP', field: 'phone', header: 'Phone' } as EventObject,
  { type: 'MAP', field: 'phone', header: '' } as EventObject,
  { type: 'DUPLICATES', mode: 'update' } as EventObject,
  { type: 'UPLOAD' },
  { type: 'RESET' },
  { type: 'xstate.done.actor.parse', output: good } as EventObject,
  { type: 'xstate.done.actor.parse', output: incomplete } as EventObject,
  { type: 'xstate.done.actor.parse', output: { headers: FULL, rows: [] } } as EventObject,
  { type: 'xstate.error.actor.parse', error: new Error('unreadable') } as EventObject,
  {
    type: 'xstate.done.actor.upload',
    output: { created: 1, updated: 0, skipped: 0, errors: [] },
  } as EventObject,
  { type: 'xstate.error.actor.upload', error: { status: 422 } } as EventObject,
];

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('staff@crms.test', 'Staff#123');
}, 30_000);
afterAll(() => server?.close());

let serial = 0;
function sheetFile(headers: string[], rows: Record<string, string>[]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows, { header: headers }), 'S');
  if (!rows.length) XLSX.utils.sheet_add_aoa(book.Sheets.S, [headers]);
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return { name: `sheet-${serial}.xlsx`, arrayBuffer: async () => bytes };
}

/** The file a PICK must carry so the following steps happen (looked up to the next PICK). */
function fileFor(rest: GraphStep[]) {
  const until = rest.findIndex((s, i) => i > 0 && s.event.type === 'PICK');
  const parse = rest
    .slice(0, until < 0 ? undefined : until)
    .find((s) => s.event.type.includes('actor.parse'));
  // A PICK the machine ignores (while uploading or finished): any file.
  if (!parse) return sheetFile(FULL, []);
  if (parse.event.type.startsWith('xstate.error'))
    return {
      name: 'broken.xlsx',
      arrayBuffer: () => Promise.reject(new Error('The file could not be read.')),
    };
  const output = (parse.event as unknown as { output: { headers: string[]; rows: unknown[] } }).output;
  if (!output.rows.length) return sheetFile(FULL, []);
  const upload = rest
    .slice(0, until < 0 ? undefined : until)
    .find((s) => s.event.type.includes('actor.upload'));
  serial++;
  const name = `Model Org ${serial}`;
  const row = {
    'Organization Name': name,
    Phone: upload?.event.type.startsWith('xstate.error') ? '' : `+88017${String(serial).padStart(8, '0')}`,
    'Concern Person Name': 'Model Person',
    'Concern Person Phone': '+8801900000000',
    'Concern Person Email': `m${serial}@example.com`,
  };
  return sheetFile(output.headers, [
    Object.fromEntries(output.headers.map((h) => [h, row[h as keyof typeof row]])),
  ]);
}

const paths = transitionPaths(importMachine, EVENTS, undefined, { fields: FIELDS });

it('the paths cover every state and every transition of the machine definition', () => {
  const result = definitionCoverage(importMachine, paths, { input: { fields: FIELDS } });
  console.log(coverageSummary('import machine', result, paths.length));
  expect(result.missingStates).toEqual([]);
  expect(result.missingTransitions).toEqual([]);
});

describe.each(paths.map((p) => [p.name, p] as const))('%s', (_name, path) => {
  it('replays on the real server', async () => {
    const actor = createActor(
      importMachine.provide({ actors: importActors(`${server.baseUrl}/prospects-import`, token) }),
      {
        input: { fields: FIELDS },
      },
    ).start();
    let cursor = 0;
    await replay(
      actor,
      path,
      async (event) => {
        const at = path.steps.findIndex((s, i) => i >= cursor && s.event === event);
        cursor = at + 1;
        if (event.type === 'PICK') return { type: 'PICK', file: fileFor(path.steps.slice(at + 1)) };
        return event;
      },
      async (step) => {
        const ctx = actor.getSnapshot().context;
        if (step.event.type === 'xstate.done.actor.upload') {
          expect(ctx.result?.created).toBe(1);
          const org = String(ctx.rows[0]['Organization Name']);
          const res = await server.request('GET', `/prospects?search=${encodeURIComponent(org)}`, { token });
          expect(res.body.contents.total).toBe(1);
        }
        if (step.event.type === 'xstate.error.actor.upload') {
          expect(ctx.failure?.status).toBe(422);
          expect(ctx.failure?.rowErrors).toEqual([
            { row: 2, field: 'phone', message: 'The phone field is required.' },
          ]);
        }
        if (step.event.type === 'xstate.done.actor.parse' && !ctx.rows.length)
          expect(ctx.error).toBe('No data found in the uploaded file.');
      },
    );
    actor.stop();
  });
});
