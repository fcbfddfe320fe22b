import { isStoredId } from './ids';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from './schema';

/** A table whose name is only known at run time (its columns come from its TableDef). */
export type AnyTable = Record<string, Record<string, unknown>>;
export type AnyDb = Kysely<AnyTable>;

/** Any connection of the store (pool or transaction) with run-time table names. */
export const untyped = (db: Kysely<Database>): AnyDb => db as unknown as AnyDb;

/**
 * `column = any($1)`: one array parameter however many ids (`in (...)` binds one parameter per id,
 * and PostgreSQL takes at most 65,535; a whole list's child rows would pass that).
 */
export const anyOf = (column: string, ids: readonly number[]) =>
  sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::bigint[])`;

/** Ids as a bigint column compares them: each stored id once (./ids.ts), anything else is nothing to look for. */
export const integerIds = (values: Iterable<unknown>): number[] => [
  ...new Set([...values].filter(isStoredId)),
];
