import { type Kysely, sql } from 'kysely';
import type { Repos } from '../../../repositories';
import type { Assignment, ReportLeadRow } from '../../../reports/repository';
import type { Database } from '../schema';

/** What routes call (server/repositories.ts): the embedded class's public members. */
type Contract = Repos['reports'];

/**
 * repos.reports on PostgreSQL: the same answers as server/reports/repository.ts. A lead is
 * assigned to the employee and the additional employee of each of its exhibition blocks
 * (lead_exhibitions, indexed by (employee_id, exhibition_id) and (additional_employee_id,
 * exhibition_id)); the pairs are one grouped query, a card's leads one ORDER BY ... LIMIT.
 */
export class PostgresActivityReportReader implements Contract {
  constructor(private readonly db: Kysely<Database>) {}

  async assignments(filter: { employeeId?: number; exhibitionId?: number }): Promise<Assignment[]> {
    const filtered = filter.employeeId !== undefined || filter.exhibitionId !== undefined;
    const pairsOf = filtered ? (column: string) => filteredPairs(column, filter) : distinctPairs;
    const { rows } = await sql<{ employee_id: number; exhibition_id: number }>`
      ${pairsOf('employee_id')} union ${pairsOf('additional_employee_id')} order by 1, 2`.execute(this.db);
    return rows.map((row) => ({
      employeeId: Number(row.employee_id),
      exhibitionId: Number(row.exhibition_id),
    }));
  }

  /**
   * A report page's cards in two statements: each assignment's newest leads, both ways a lead is
   * assigned walked newest first on its (employee, exhibition, lead_created_at, lead) index
   * (migration 0016), and each one's count from the same indexes alone. A card reads four columns
   * of a lead, none of its child rows.
   */
  async leadsOf(
    assignments: readonly Assignment[],
    limit: number,
  ): Promise<Array<{ total: number; leads: ReportLeadRow[] }>> {
    if (!assignments.length) return [];
    const cut = Number.isFinite(limit) ? sql`LIMIT ${limit}` : sql``;
    const pairs = sql`unnest(${assignments.map((a) => a.employeeId)}::bigint[],
      ${assignments.map((a) => a.exhibitionId)}::bigint[]) WITH ORDINALITY AS a(employee_id, exhibition_id, card)`;
    const newest = (
      column: string,
    ) => sql`(SELECT DISTINCT e.lead_created_at, e.lead_id FROM lead_exhibitions e
      WHERE ${sql.ref(`e.${column}`)} = a.employee_id AND e.exhibition_id = a.exhibition_id
      ORDER BY e.lead_created_at DESC, e.lead_id DESC ${cut})`;
    const ids = (column: string) => sql`SELECT e.lead_id FROM lead_exhibitions e
      WHERE e.exhibition_id = a.exhibition_id AND ${sql.ref(`e.${column}`)} = a.employee_id`;
    const [page, totals] = await Promise.all([
      sql<
        ReportLeadRow & { card: string }
      >`SELECT a.card, l.id, l.organization_name, l.lead_priority, l.is_disabled
        FROM ${pairs}
        CROSS JOIN LATERAL (SELECT n.lead_id FROM (${newest('employee_id')} UNION ${newest('additional_employee_id')}) n
          ORDER BY n.lead_created_at DESC, n.lead_id DESC ${cut}) shown
        JOIN leads l ON l.id = shown.lead_id
        ORDER BY a.card, l.created_at DESC, l.id DESC`.execute(this.db),
      // Counted without reading leads: every lead_id has its lead (the foreign key cascades).
      sql<{ card: string; n: string }>`SELECT a.card, (SELECT count(*) FROM (
          ${ids('employee_id')} UNION ${ids('additional_employee_id')}) assigned) AS n
        FROM ${pairs}`.execute(this.db),
    ]);
    const cards = assignments.map(() => ({ total: 0, leads: [] as ReportLeadRow[] }));
    for (const { card, ...lead } of page.rows)
      cards[Number(card) - 1].leads.push({
        id: Number(lead.id),
        organization_name: lead.organization_name ?? '',
        lead_priority: lead.lead_priority ?? null,
        is_disabled: Number(lead.is_disabled) === 1 ? 1 : 0,
      });
    for (const row of totals.rows) cards[Number(row.card) - 1].total = Number(row.n);
    return cards;
  }
}

/** One employee column's pairs under a filter: its (employee, exhibition) or exhibition index narrows them. */
function filteredPairs(column: string, filter: { employeeId?: number; exhibitionId?: number }) {
  const parts = [sql`${sql.ref(column)} is not null and exhibition_id is not null`];
  if (filter.employeeId !== undefined) parts.push(sql`${sql.ref(column)} = ${filter.employeeId}`);
  if (filter.exhibitionId !== undefined) parts.push(sql`exhibition_id = ${filter.exhibitionId}`);
  return sql`(select ${sql.ref(column)} as employee_id, exhibition_id from lead_exhibitions
    where ${sql.join(parts, sql` and `)})`;
}

/**
 * Every distinct (employee, exhibition) of one employee column, by one index probe per pair (a
 * loose index scan over its (employee, exhibition) index): a few hundred probes instead of reading
 * every block of every lead (9 ms against 110 ms at 100k leads).
 */
function distinctPairs(column: string) {
  const e = sql.ref(column);
  return sql`(with recursive pairs(employee_id, exhibition_id) as (
      (select ${e}, exhibition_id from lead_exhibitions where ${e} is not null and exhibition_id is not null
        order by ${e}, exhibition_id limit 1)
      union all
      select next.* from pairs cross join lateral (
        select ${e}, exhibition_id from lead_exhibitions
        where (${e}, exhibition_id) > (pairs.employee_id, pairs.exhibition_id) and exhibition_id is not null
        order by ${e}, exhibition_id limit 1) next
    ) select employee_id, exhibition_id from pairs)`;
}
