import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import { headerMap, toFields } from './columns';
import { withCachedTables } from './read-cache';
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
  const reader = withCachedTables(ctx);
  for (const [i, raw] of rawRows.entries()) {
    const row = options.firstRow + i;
    const fields = toFields(raw, map, seen);
    if (Object.values(fields).every((v) => v === '')) continue; // blank line of a sheet
    const reading = await resource.read(fields, reader, readMemo);
    if ('errors' in reading) errors.push(...reading.errors.map((e) => ({ row, ...e })));
    else good.push({ row, values: reading.values, key: resource.key(reading.values) });
  }

  const keys = [...new Set(good.flatMap(({ key }) => (key === null ? [] : [key])))];
  const counts = await ctx.transaction(async (tx) => {
    const stored = keys.length ? await resource.existing(keys, tx) : new Map<string, Row>();
    const session: WriteSession = { repos: ctx.repos, tx, auth, now: ctx.now(), memo: new Map() };
    const written = new Map<string, number>(); // key → id of a record this call wrote
    // New records are written together (createMany), before any row that must update one of them.
    const creates: { values: V; key: string | null }[] = [];
    const toCreate = new Set<string>();
    const writeCreates = async () => {
      const values = creates.map((c) => c.values);
      const rows = resource.createMany
        ? await resource.createMany(session, values)
        : await createEach(resource, session, values);
      creates.forEach(({ key }, i) => key !== null && written.set(key, rows[i].id));
      creates.length = 0;
      toCreate.clear();
    };
    let created = 0;
    let updated = 0;
    let skipped = 0;
    for (const { values, key } of good) {
      if (key !== null && toCreate.has(key)) {
        // An earlier row of this call creates this key: skip, or update that record once written.
        if (options.duplicates === 'skip') {
          skipped++;
          continue;
        }
        await writeCreates();
      }
      const sameCall = key === null ? undefined : written.get(key);
      const existing =
        sameCall !== undefined
          ? await resource.get(sameCall, tx)
          : key === null
            ? undefined
            : stored.get(key);
      if (existing && options.duplicates === 'skip') {
        skipped++;
      } else if (existing) {
        const row = await resource.update(session, existing, values);
        updated++;
        if (key !== null) written.set(key, row.id);
      } else {
        creates.push({ values, key });
        if (key !== null) toCreate.add(key);
        created++;
      }
    }
    if (creates.length) await writeCreates();
    return { created, updated, skipped };
  });
  errors.sort((a, b) => a.row - b.row);
  return { ...counts, errors };
}

async function createEach<V, R extends Row>(
  resource: ImportResource<V, R>,
  session: WriteSession,
  values: V[],
): Promise<R[]> {
  const rows: R[] = [];
  for (const v of values) rows.push(await resource.create(session, v));
  return rows;
}
