import { assign, fromPromise, setup } from 'xstate';
import { UNEXPECTED_ERROR, type ApiFailure } from '../contract/envelope';
import { autoMap, isComplete, type ColumnMapping, type ImportField, type SheetRow } from './import.mapping';

/**
 * A spreadsheet import, shared by every import dialog (prospects, stakeholders, birthdays).
 * Framework-free: the screen provides the `parse` actor (reads the file with the xlsx library)
 * and the `upload` actor (sends the mapped rows), and reacts to `done` / `failed` with toasts.
 *
 * idle ──PICK──▶ picked ──parse done──▶ mapped (every required field has a column)
 *   ▲               │                  └▶ parsed (some required field has none: MAP it)
 *   │               └─ no rows / unreadable ─▶ idle (error)
 * parsed ⇄ mapped by MAP; both take PICK (another file), DUPLICATES, RESET
 * mapped ──UPLOAD──▶ uploading ──done──▶ done ──RESET──▶ idle
 *                              └─error─▶ failed ──RESET──▶ idle
 */

export type DuplicateMode = 'skip' | 'update';

/** The server's answer to an import call. */
export interface ImportResult {
  created: number;
  updated: number;
  skipped: number;
  errors: { row: number; field: string; message: string }[];
  message?: string;
}

/** A failed call with the row errors it carried. */
export type ImportFailure = ApiFailure & { rowErrors?: ImportResult['errors'] };

export interface PickedFile {
  name: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface ParsedSheet {
  headers: string[];
  rows: SheetRow[];
}

export interface UploadInput {
  rows: SheetRow[];
  mapping: ColumnMapping;
  duplicates: DuplicateMode;
}

export interface ImportContext {
  fields: ImportField[];
  fileName: string | null;
  headers: string[];
  rows: SheetRow[];
  mapping: ColumnMapping;
  duplicates: DuplicateMode;
  error: string | null;
  result: ImportResult | null;
  failure: ImportFailure | null;
}

export type ImportEvent =
  | { type: 'PICK'; file: PickedFile }
  | { type: 'MAP'; field: string; header: string }
  | { type: 'DUPLICATES'; mode: DuplicateMode }
  | { type: 'UPLOAD' }
  | { type: 'RESET' };

const NO_DATA = 'No data found in the uploaded file.';
const UNREADABLE = 'The file could not be read as a spreadsheet.';

const notProvided = (what: string) => () => {
  throw new Error(`importMachine: provide the "${what}" actor`);
};

const blank = {
  fileName: null,
  headers: [],
  rows: [],
  mapping: {},
  error: null,
  result: null,
  failure: null,
};

export const importMachine = setup({
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
    input: {} as { fields: ImportField[] },
    /** busy: parsing or uploading; preview: rows are shown; ready: Upload may be pressed. */
    tags: {} as 'busy' | 'preview' | 'ready' | 'finished',
  },
  actors: {
    parse: fromPromise<ParsedSheet, { file: PickedFile }>(notProvided('parse')),
    upload: fromPromise<ImportResult, UploadInput>(notProvided('upload')),
  },
  guards: {
    hasRows: ({ event }) => ((event as { output?: ParsedSheet }).output?.rows.length ?? 0) > 0,
    complete: ({ context }) => isComplete(context.mapping, context.fields),
  },
  actions: {
    remember: assign(({ event }) => (event.type === 'PICK' ? { ...blank, fileName: event.file.name } : {})),
    store: assign(({ context, event }) => {
      const sheet = (event as unknown as { output: ParsedSheet }).output;
      return { headers: sheet.headers, rows: sheet.rows, mapping: autoMap(sheet.headers, context.fields) };
    }),
    // The file name stays shown next to why it was refused.
    noData: assign(({ context }) => ({ ...blank, fileName: context.fileName, error: NO_DATA })),
    unreadable: assign(({ context }) => ({ ...blank, fileName: context.fileName, error: UNREADABLE })),
    map: assign(({ context, event }) =>
      event.type === 'MAP' && event.field in context.mapping
        ? {
            mapping: {
              ...context.mapping,
              [event.field]: context.headers.includes(event.header) ? event.header : '',
            },
          }
        : {},
    ),
    setDuplicates: assign(({ event }) => (event.type === 'DUPLICATES' ? { duplicates: event.mode } : {})),
    storeResult: assign(({ event }) => ({ result: (event as unknown as { output: ImportResult }).output })),
    storeFailure: assign(({ event }) => {
      const error = (event as { error?: Partial<ImportFailure> }).error ?? {};
      return {
        failure: {
          status: error.status,
          message: error.message ?? UNEXPECTED_ERROR,
          fieldErrors: error.fieldErrors ?? {},
          rowErrors: error.rowErrors ?? [],
        },
      };
    }),
    reset: assign({ ...blank }),
  },
}).createMachine({
  id: 'import',
  context: ({ input }) => ({ fields: input.fields, duplicates: 'skip', ...blank }),
  initial: 'idle',
  on: { DUPLICATES: { actions: 'setDuplicates' } },
  states: {
    idle: {
      on: { PICK: { target: 'picked', actions: 'remember' } },
    },
    picked: {
      tags: ['busy'],
      invoke: {
        id: 'parse',
        src: 'parse',
        input: ({ event }) => ({ file: (event as { file: PickedFile }).file }),
        onDone: [
          { guard: 'hasRows', target: 'checking', actions: 'store' },
          { target: 'idle', actions: 'noData' },
        ],
        onError: { target: 'idle', actions: 'unreadable' },
      },
    },
    checking: {
      always: [{ guard: 'complete', target: 'mapped' }, { target: 'parsed' }],
    },
    parsed: {
      tags: ['preview'],
      on: {
        MAP: { target: 'checking', actions: 'map' },
        PICK: { target: 'picked', actions: 'remember' },
        RESET: { target: 'idle', actions: 'reset' },
      },
    },
    mapped: {
      tags: ['preview', 'ready'],
      on: {
        MAP: { target: 'checking', actions: 'map' },
        PICK: { target: 'picked', actions: 'remember' },
        UPLOAD: 'uploading',
        RESET: { target: 'idle', actions: 'reset' },
      },
    },
    uploading: {
      tags: ['busy', 'preview'],
      // Repeat UPLOAD / PICK / MAP while sending are ignored (no transition).
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({
          rows: context.rows,
          mapping: context.mapping,
          duplicates: context.duplicates,
        }),
        onDone: { target: 'done', actions: 'storeResult' },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    done: {
      tags: ['finished'],
      on: { RESET: { target: 'idle', actions: 'reset' } },
    },
    failed: {
      tags: ['finished'],
      on: { RESET: { target: 'idle', actions: 'reset' } },
    },
  },
});
