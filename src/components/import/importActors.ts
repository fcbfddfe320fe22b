import { fromPromise } from 'xstate';
import { toApiFailure } from '../../lib/apiErrors';
import { mapRows, sheetTable } from '../../../machines/import.mapping';
import type {
  ImportFailure,
  ImportResult,
  ParsedSheet,
  PickedFile,
  UploadInput,
} from '../../../machines/import.machine';

/** The xlsx library, loaded only when an import or export starts (its own async chunk). */
export const loadXlsx = () => import('@e965/xlsx');

/** The file's bytes (FileReader where a Blob has no arrayBuffer(), as in older DOMs). */
function bytesOf(file: PickedFile): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file as unknown as Blob);
  });
}

/**
 * The first sheet of an .xlsx/.xls/.csv file: its header row and its rows keyed by header, read as
 * the server reads an uploaded sheet (server/imports/parse-file.ts). CSV cells stay the text they
 * are: reading them as values turned 01711100001 into 1711100001, dropped the + of +880… and read
 * 05/06/1991 month first. Spreadsheet date cells are dates (sheetDay takes their day).
 */
export async function parseSheet(file: PickedFile): Promise<ParsedSheet> {
  const XLSX = await loadXlsx();
  const book = XLSX.read(new Uint8Array(await bytesOf(file)), {
    type: 'array',
    cellDates: true,
    dense: true,
    raw: /\.csv$/i.test(file.name),
  });
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) return { headers: [], rows: [] };
  return sheetTable(
    XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', blankrows: true, raw: true }),
  );
}

interface UploadTarget {
  /** Full URL of the import call. */
  url: string;
  token: string | null;
  /** 0..1 while the rows are sent. */
  onProgress?: (fraction: number) => void;
}

/** The mapped rows as the import call's JSON body. */
const uploadBody = (input: UploadInput) =>
  JSON.stringify({
    adjustmentFiles: mapRows(input.rows, input.mapping),
    duplicates: input.duplicates,
    first_row: 2,
  });

/** A non-2xx answer as the failure the machine keeps (row errors listed by row). */
function failureOf(status: number, data: unknown): ImportFailure {
  const failure = toApiFailure({ status, data }, 'Failed to upload data.');
  const errors = (data as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  const rowErrors = Object.entries(errors).flatMap(([key, messages]) => {
    const m = /^rows\.(\d+)\.(.+)$/.exec(key);
    return m ? messages.map((message) => ({ row: Number(m[1]), field: m[2], message })) : [];
  });
  return { ...failure, rowErrors };
}

/**
 * Sends the mapped rows in one call (one transaction on the server), with upload progress:
 * XMLHttpRequest where there is one (browsers), fetch elsewhere (Node, in the machine tests).
 */
function uploadRows(input: UploadInput, target: UploadTarget): Promise<ImportResult> {
  const body = uploadBody(input);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (target.token) headers.Authorization = `Bearer ${target.token}`;
  const settle = (status: number, text: string): ImportResult => {
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: the fallback message */
    }
    if (status < 200 || status >= 300) throw failureOf(status, data);
    const env = data as { message?: string; contents?: ImportResult };
    return { created: 0, updated: 0, skipped: 0, errors: [], ...env.contents, message: env.message };
  };
  if (typeof XMLHttpRequest === 'undefined')
    return fetch(target.url, { method: 'POST', headers, body }).then(async (res) =>
      settle(res.status, await res.text()),
    );
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) target.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      try {
        resolve(settle(xhr.status, xhr.responseText));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(toApiFailure({ status: 'FETCH_ERROR' }, 'Failed to upload data.'));
    xhr.send(body);
  });
}

/** The import machine's real actors: parse with the xlsx library, upload to `url` (React-free). */
export function importActors(url: string, token: string | null, onProgress?: (fraction: number) => void) {
  return {
    parse: fromPromise<ParsedSheet, { file: PickedFile }>(({ input }) => parseSheet(input.file)),
    upload: fromPromise<ImportResult, UploadInput>(({ input }) =>
      uploadRows(input, { url, token, onProgress }),
    ),
  };
}
