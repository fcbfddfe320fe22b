import type { KyselyTable, TableDef } from './columns';
import { accountTables } from './tables/accounts';
import { documentTables } from './tables/documents';
import { leadTables } from './tables/leads';
import { masterTables } from './tables/master';
import { organizationTables } from './tables/organizations';
import { throttleTables } from './tables/throttles';
import { countTables } from './tables/counts';

/**
 * Every table of the PostgreSQL store as the code expects it: the Kysely `Database` type below
 * derives from it, and a test compares it with what the migrations build (catalog.ts).
 */
const tables = {
  ...accountTables,
  ...masterTables,
  ...leadTables,
  ...organizationTables,
  ...documentTables,
  ...throttleTables,
  ...countTables,
};

export type TableName = keyof typeof tables;

/** The Kysely database type: `new Kysely<Database>(...)` checks table and column names. */
export type Database = { [T in TableName]: KyselyTable<(typeof tables)[T]['columns']> };

/** The same definitions, widened, for code that walks them (drift check, loader). */
export const tableDefs: Readonly<Record<TableName, TableDef>> = tables;
