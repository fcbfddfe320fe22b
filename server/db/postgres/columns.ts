import type { ColumnType } from 'kysely';

/**
 * One column of a PostgreSQL table as the code expects it. `type` is spelt as PostgreSQL's
 * `format_type` prints it, so the schema-drift check (catalog.ts) compares it with the live
 * catalog as is. `S` and `I` are what a select answers and an insert takes (phantom types that
 * give the Kysely `Database` type, schema.ts).
 */
export interface Column<S = unknown, I = S> {
  readonly type: string;
  readonly nullable: boolean;
  readonly identity: boolean;
  /** Foreign key: `table(column)` and what a delete of the referenced row does. */
  readonly references?: { table: string; column: string; onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT' };
  /**
   * Kept by the database itself (a trigger of the migrations): the code never writes it, and a
   * row read back as a stored document leaves it out (load/to-rows.ts, load/from-rows.ts).
   */
  readonly maintained?: boolean;
  /** `GENERATED ALWAYS AS (expression) STORED`, as pg_get_expr prints the expression. */
  readonly generated?: string;
  readonly phantom?: [S, I];
}

const column = <S>(type: string): Column<S> => ({ type, nullable: false, identity: false });

/** `bigint GENERATED ALWAYS AS IDENTITY`: ids come only from the sequence and are never reused. */
export const id = (): Column<number, never> => ({ type: 'bigint', nullable: false, identity: true });
export const bigint = () => column<number>('bigint');
export const integer = () => column<number>('integer');
export const smallint = () => column<number>('smallint');
export const numeric = () => column<number>('numeric');
export const text = <S extends string = string>() => column<S>('text');
export const textArray = () => column<string[]>('text[]');
export const boolean = () => column<boolean>('boolean');
/** Read as an ISO string (`2026-01-01T05:17:00.000Z`, as the embedded store keeps it: pool.ts). */
export const timestamptz = () => column<string>('timestamp with time zone');
/** A calendar day, read as `yyyy-MM-dd` (pool.ts). */
export const date = () => column<string>('date');
/**
 * A nested part nothing filters or sorts by. Written as JSON text: `pg` would send a JavaScript
 * array as a PostgreSQL array, not as JSON.
 */
export const jsonb = <S>(): Column<S, string> => ({ type: 'jsonb', nullable: false, identity: false });

/** JSON kept as written, its keys in their order (an answer replayed byte for byte); written as JSON text too. */
export const json = <S>(): Column<S, string> => ({ type: 'json', nullable: false, identity: false });

/** A column the database keeps (a trigger): read in SQL, never written by the code. */
export const maintained = <S>(c: Column<S>): Column<S, never> =>
  ({ ...c, maintained: true }) as Column<S, never>;

/**
 * A stored generated column: computed once per write, so a scan reads it where an expression
 * would be evaluated on every row (a kept column, never written by the code).
 */
export const generated = <S>(c: Column<S>, expression: string): Column<S, never> =>
  ({ ...c, maintained: true, generated: expression }) as Column<S, never>;

export const nullable = <S, I>(c: Column<S, I>): Column<S | null, I | null | undefined> => ({
  ...c,
  nullable: true,
});

/** A `bigint` that points at another table's id. */
export const ref = (
  table: string,
  onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT' = 'RESTRICT',
): Column<number> => ({ ...column<number>('bigint'), references: { table, column: 'id', onDelete } });

/** A nullable reference: the referenced row's delete sets it to null unless said otherwise. */
export const optionalRef = (table: string, onDelete: 'SET NULL' | 'RESTRICT' = 'SET NULL') =>
  nullable(ref(table, onDelete === 'SET NULL' ? 'SET NULL' : 'RESTRICT'));

/** An index other than the primary key and unique constraints, as `pg_indexes.indexdef` shows it. */
export interface IndexDef {
  readonly name: string;
  readonly unique?: boolean;
  readonly using?: 'btree' | 'gin';
  /** The part in parentheses, canonical (`lower(name)`, `created_at DESC, id DESC`). */
  readonly on: string;
  /** Columns carried without being part of the key (`INCLUDE`), for index-only scans. */
  readonly include?: string;
  /** A partial index's condition, canonical (`(fired_at IS NULL)`). */
  readonly where?: string;
}

export interface TableDef {
  /** The embedded store's collection it holds, when it holds one whole (child tables: none). */
  readonly collection?: string;
  readonly columns: Readonly<Record<string, Column<unknown, unknown>>>;
  readonly primaryKey: readonly string[];
  readonly unique?: readonly (readonly string[])[];
  readonly indexes?: readonly IndexDef[];
}

/** The columns the code writes: all but those the database keeps (`maintained`). */
export const writtenColumns = (def: TableDef): string[] =>
  Object.entries(def.columns)
    .filter(([, c]) => !c.maintained)
    .map(([name]) => name);

/** Keeps each column's own type (a plain `TableDef` annotation would widen them). */
export const table = <C extends Record<string, Column<unknown, unknown>>>(
  def: Omit<TableDef, 'columns'> & { columns: C },
) => def;

/** The columns of a table as Kysely sees them. */
export type KyselyTable<C> = {
  [K in keyof C]: C[K] extends Column<infer S, infer I> ? ColumnType<S, I, I> : never;
};

/** An index's definition as `pg_indexes.indexdef` prints it. */
export const indexSql = (tableName: string, index: IndexDef): string =>
  `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ${index.name} ON public.${tableName} USING ${index.using ?? 'btree'} (${index.on})${index.include ? ` INCLUDE (${index.include})` : ''}${index.where ? ` WHERE ${index.where}` : ''}`;

/** A table's definition with more indexes (added by a later migration). */
export const withIndexes = <T extends { indexes?: readonly IndexDef[] }>(def: T, more: IndexDef[]): T => ({
  ...def,
  indexes: [...(def.indexes ?? []), ...more],
});
