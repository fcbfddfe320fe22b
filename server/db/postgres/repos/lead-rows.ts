import { type Kysely, sql } from 'kysely';
import type { LeadRow } from '../../../stored/leads';
import type { Row } from '../../row';
import { storedRowOf } from '../load/from-rows';
import { addStoredRow, type TableRows } from '../load/to-rows';
import type { Database } from '../schema';

type Doc = Record<string, unknown>;

/** The tables a lead is spread over, besides `leads` itself (load/to-rows.ts). */
const CHILDREN = ['lead_exhibitions', 'lead_concern_persons'] as const;

/**
 * Leads as the embedded store keeps them from `leads` rows: their exhibitions and concern persons
 * read in one query per child table for all of them, then mapped back by load/from-rows.ts.
 */
export async function leadsOf(db: Kysely<Database>, rows: readonly Doc[]): Promise<LeadRow[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => Number(row.id));
  const [exhibitions, persons] = await Promise.all(
    CHILDREN.map((table) =>
      sql<Doc>`SELECT * FROM ${sql.table(table)} WHERE lead_id = ANY(${ids}::bigint[])
          ORDER BY lead_id, position`.execute(db),
    ),
  );
  const byLead = new Map<number, { lead_exhibitions: Doc[]; lead_concern_persons: Doc[] }>();
  for (const id of ids) byLead.set(id, { lead_exhibitions: [], lead_concern_persons: [] });
  for (const row of exhibitions.rows) byLead.get(Number(row.lead_id))?.lead_exhibitions.push(row);
  for (const row of persons.rows) byLead.get(Number(row.lead_id))?.lead_concern_persons.push(row);
  return rows.map((row) => storedRowOf('leads', 'leads', row, byLead.get(Number(row.id))!) as LeadRow);
}

/** A lead's table rows (load/to-rows.ts): `leads` without its id, and each child table's rows. */
export function tableRowsOf(lead: Row): { lead: Doc; children: [(typeof CHILDREN)[number], Doc[]][] } {
  const out: TableRows = new Map();
  addStoredRow(out, 'leads', lead);
  const { id: _id, ...own } = out.get('leads')![0];
  return { lead: own, children: CHILDREN.map((table) => [table, out.get(table) ?? []]) };
}

/** Replaces the lead's child rows with `children` (a write through a transaction's connection). */
export async function writeChildren(
  trx: Kysely<Database>,
  id: number,
  children: ReturnType<typeof tableRowsOf>['children'],
): Promise<void> {
  for (const [table, rows] of children) {
    await trx.deleteFrom(table).where('lead_id', '=', id).execute();
    // The mapping's own rows, typed by the TableDef only at run time (as table-repository.ts does).
    if (rows.length)
      await (trx as unknown as Kysely<Record<string, Doc>>)
        .insertInto(table)
        .values(rows.map((row) => ({ ...row, lead_id: id })))
        .execute();
  }
}
