import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import type { Tx } from '../db/tx';
import type { Repos } from '../repositories';

/** One column of an importable sheet: the field it fills and the headers that name it. */
export interface ImportColumn {
  field: string;
  /** The header written in the sample file. */
  label: string;
  /** Other headers accepted for this field (compared ignoring case, spaces and punctuation). */
  aliases?: string[];
}

/** A rejected cell: the sheet row number (header = row 1), the field, the message. */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

export interface ImportResult {
  created: number;
  updated: number;
  skipped: number;
  errors: RowError[];
}

/** What a row reader answers: the values to store, or the reasons the row is refused. */
type RowReading<V> = { values: V } | { errors: { field: string; message: string }[] };

/** What a resource's writes may use inside the import's one transaction. */
export interface WriteSession {
  repos: Repos;
  tx: Tx;
  auth: AuthContext;
  now: Date;
  /** Per-call memo (e.g. an industry created by an earlier row of the same file). */
  memo: Map<string, unknown>;
}

/**
 * One importable resource (prospects, stakeholders, birthday contacts...). The pipeline
 * (run-import.ts) reads every row with `read`, finds duplicates by `key`, and writes through
 * `create` / `update` inside one transaction.
 */
export interface ImportResource<V, R extends Row = Row> {
  /** A record by id, read in the import's transaction (a row of the same call that wrote it). */
  get(id: number, tx: Tx): Promise<R | undefined>;
  columns: ImportColumn[];
  /**
   * Validates one row (fields named by `columns`); no writes (it may read master data, and keep
   * what every row needs in `memo`, one per call, so a file reads it once).
   */
  read(
    row: Record<string, unknown>,
    ctx: AppContext,
    memo: Map<string, unknown>,
  ): RowReading<V> | Promise<RowReading<V>>;
  /** Identity of a duplicate (null: never a duplicate). */
  key(values: V): string | null;
  /** The records already holding these keys, by key, read through the import's transaction (one call; an index, never a scan). */
  existing(keys: string[], tx: Tx): Promise<Map<string, R>>;
  create(session: WriteSession, values: V): Promise<R>;
  /** Several creates at once, in order (a store may write them in a few statements); else one by one. */
  createMany?(session: WriteSession, values: V[]): Promise<R[]>;
  update(session: WriteSession, existing: R, values: V): Promise<R>;
}

export type DuplicateMode = 'skip' | 'update';
