import type pg from 'pg';
import { type TableDef, indexSql } from './columns';
import { tableDefs } from './schema';

/** Names PostgreSQL prints in double quotes (keywords among our column names). */
const QUOTED = new Set(['order', 'position']);
const ident = (name: string) => (QUOTED.has(name) ? `"${name}"` : name);
const list = (names: readonly string[]) => names.map(ident).join(', ');

/** The migrator's own table is not part of the schema the code describes. */
const OWN_TABLES = new Set(['schema_migrations']);

/** The schema the code expects, one line per fact (table, column, constraint, index). */
function expectedSchema(defs: Readonly<Record<string, TableDef>> = tableDefs): Set<string> {
  const facts = new Set<string>(['extension pg_trgm']);
  for (const [name, def] of Object.entries(defs)) {
    facts.add(`table ${name}`);
    for (const [column, c] of Object.entries(def.columns)) {
      facts.add(
        `column ${name}.${column} ${c.type}${c.nullable ? '' : ' not null'}${c.identity ? ' identity always' : ''}` +
          (c.generated ? ` generated ${c.generated}` : ''),
      );
      if (c.references)
        facts.add(
          `constraint ${name} FOREIGN KEY (${ident(column)}) REFERENCES ${c.references.table}(${c.references.column}) ON DELETE ${c.references.onDelete}`,
        );
    }
    facts.add(`constraint ${name} PRIMARY KEY (${list(def.primaryKey)})`);
    for (const unique of def.unique ?? []) facts.add(`constraint ${name} UNIQUE (${list(unique)})`);
    for (const index of def.indexes ?? []) facts.add(`index ${indexSql(name, index)}`);
  }
  return facts;
}

/** The same facts read from a live database's catalog (schema public). */
async function liveSchema(db: pg.Pool | pg.PoolClient): Promise<Set<string>> {
  const facts = new Set<string>();
  const { rows: extensions } = await db.query<{ extname: string }>(
    "SELECT extname FROM pg_extension WHERE extname <> 'plpgsql'",
  );
  for (const e of extensions) facts.add(`extension ${e.extname}`);
  const { rows: columns } = await db.query<{
    t: string;
    c: string;
    type: string;
    notnull: boolean;
    identity: string;
    generated: string | null;
  }>(
    `SELECT cl.relname AS t, a.attname AS c, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS notnull, a.attidentity AS identity,
            CASE WHEN a.attgenerated = 's' THEN pg_get_expr(d.adbin, d.adrelid) END AS generated
       FROM pg_attribute a JOIN pg_class cl ON cl.oid = a.attrelid
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE cl.relnamespace = 'public'::regnamespace AND cl.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  for (const c of columns) {
    if (OWN_TABLES.has(c.t)) continue;
    facts.add(`table ${c.t}`);
    const identity =
      c.identity === 'a' ? ' identity always' : c.identity === 'd' ? ' identity by default' : '';
    const generated = c.generated ? ` generated ${c.generated}` : '';
    facts.add(`column ${c.t}.${c.c} ${c.type}${c.notnull ? ' not null' : ''}${identity}${generated}`);
  }
  const { rows: constraints } = await db.query<{ t: string; def: string }>(
    `SELECT conrelid::regclass::text AS t, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype IN ('p', 'u', 'f', 'c', 'x')`,
  );
  for (const c of constraints) if (!OWN_TABLES.has(c.t)) facts.add(`constraint ${c.t} ${c.def}`);
  const { rows: indexes } = await db.query<{ t: string; def: string }>(
    `SELECT tablename AS t, indexdef AS def FROM pg_indexes
      WHERE schemaname = 'public'
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace)`,
  );
  for (const i of indexes) if (!OWN_TABLES.has(i.t)) facts.add(`index ${i.def}`);
  return facts;
}

/** What the migrations built differently from the code: empty when they agree. */
export async function schemaDrift(
  db: pg.Pool | pg.PoolClient,
): Promise<{ missing: string[]; unexpected: string[] }> {
  const expected = expectedSchema();
  const live = await liveSchema(db);
  return {
    missing: [...expected].filter((f) => !live.has(f)).sort(),
    unexpected: [...live].filter((f) => !expected.has(f)).sort(),
  };
}
