import { type Kysely, sql } from 'kysely';
import type { Repos } from '../../../repositories';
import type { Assignment } from '../../../reports/repository';
import type { LeadRow } from '../../../stored/leads';
import type { Database } from '../schema';
import { DocumentTable, untyped } from './documents';

/** What routes call (server/repositories.ts): the embedded class's public members. */
type Contract = Repos['reports'];

/**
 * repos.reports on PostgreSQL: the same answers as server/reports/repository.ts. A lead is
 * assigned to the employee and the additional employee of each of its exhibition blocks
 * (lead_exhibitions, indexed by (employee_id, exhibition_id) and (additional_employee_id,
 * exhibition_id)); the pairs are one grouped query, a card's leads one ORDER BY ... LIMIT.
 */
export class PostgresActivityReportReader implements Contract {
  private readonly leads = new DocumentTable<LeadRow>('leads');

  constructor(private readonly db: Kysely<Database>) {}

  async assignments(filter: { employeeId?: number; exhibitionId?: number }): Promise<Assignment[]> {
    const only = (column: string) =>
      sql.join(
        [
          sql`${sql.ref(column)} is not null and exhibition_id is not null`,
          ...(filter.employeeId !== undefined ? [sql`${sql.ref(column)} = ${filter.employeeId}`] : []),
          ...(filter.exhibitionId !== undefined ? [sql`exhibition_id = ${filter.exhibitionId}`] : []),
        ],
        sql` and `,
      );
    const { rows } = await sql<{ employee_id: number; exhibition_id: number }>`
      select employee_id, exhibition_id from lead_exhibitions where ${only('employee_id')}
      union
      select additional_employee_id, exhibition_id from lead_exhibitions where ${only('additional_employee_id')}
      order by 1, 2`.execute(this.db);
    return rows.map((row) => ({
      employeeId: Number(row.employee_id),
      exhibitionId: Number(row.exhibition_id),
    }));
  }

  async leadsOf(a: Assignment, limit: number): Promise<{ total: number; leads: LeadRow[] }> {
    const db = untyped(this.db);
    // Both ways a lead is assigned, each an equality lookup on its (employee, exhibition) index.
    const assigned = sql<boolean>`leads.id in (
      select lead_id from lead_exhibitions where exhibition_id = ${a.exhibitionId} and employee_id = ${a.employeeId}
      union
      select lead_id from lead_exhibitions
      where exhibition_id = ${a.exhibitionId} and additional_employee_id = ${a.employeeId})`;
    let page = db
      .selectFrom('leads')
      .selectAll()
      .where(assigned)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
    if (Number.isFinite(limit)) page = page.limit(limit);
    const [rows, total] = await Promise.all([
      page.execute(),
      db
        .selectFrom('leads')
        .select(sql<number>`count(*)`.as('n'))
        .where(assigned)
        .executeTakeFirstOrThrow(),
    ]);
    return { total: Number(total.n), leads: await this.leads.documents(db, rows) };
  }
}
