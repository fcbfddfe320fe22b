import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import { headerMap, toFields } from './columns';
import type { DuplicateMode, ImportResource, ImportResult, RowError, WriteSession } from './types';

export const MAX_IMPORT_ROWS = 10_000;

export interface RunOptions {
  duplicates: DuplicateMode;
  /** Sheet row number of rows[0] (2 when row 1 is the header; later for a chunk of a sheet). */
  firstRow: number;
}

/**
 * The import pipeline shared by every importable resource. Every row is read and checked first
 * (no lock held); then one transaction writes the good rows, so the import is durable as a whole
 * once answered, and a bad row only adds to `errors`. A row whose key matches a stored record or
 * an earlier row of the same call is skipped or updates that record, as `duplicates` says.
 */
export async function runImport<V>(
  ctx: AppContext,
  auth: AuthContext,
  resource: ImportResource<V>,
  rawRows: unknown[],
  options: RunOptions,
): Promise<ImportResult> {
  const map = headerMap(resource.columns);
  const errors: RowError[] = [];
  const good: { row: number; values: V; key: string | null }[] = [];
  const seen = new Map<string, string | undefined>();
  const readMemo = new Map<string, unknown>();
  for (const [i, raw] of rawRows.entries()) {
    const row = options.firstRow + i;
    const fields = toFields(raw, map, seen);
    if (Object.values(fields).every((v) => v === '')) continue; // blank line of a sheet
    const reading = await resource.read(fields, ctx, readMemo);
    if ('errors' in reading) errors.push(...reading.errors.map((e) => ({ row, ...e })));
    else good.push({ row, values: reading.values, key: resource.key(reading.values) });
  }

  const keys = [...new Set(good.flatMap(({ key }) => (key === null ? [] : [key])))];
  const counts = await ctx.transaction(async (tx) => {
    const stored = keys.length ? await resource.existing(keys, tx) : new Map<string, Row>();
    const session: WriteSession = { repos: ctx.repos, tx, auth, now: ctx.now(), memo: new Map() };
    const written = new Map<string, number>(); // key → id of a record this call wrote
    let created = 0;
    let updated = 0;
    let skipped = 0;
    for (const { values, key } of good) {
      const sameCall = key === null ? undefined : written.get(key);
      const existing =
        sameCall !== undefined
          ? await resource.get(sameCall, tx)
          : key === null
            ? undefined
            : stored.get(key);
      if (existing && options.duplicates === 'skip') {
        skipped++;
        continue;
      }
      const row = existing
        ? await resource.update(session, existing, values)
        : await resource.create(session, values);
      if (existing) updated++;
      else created++;
      if (key !== null) written.set(key, row.id);
    }
    return { created, updated, skipped };
  });
  errors.sort((a, b) => a.row - b.row);
  return { ...counts, errors };
}
