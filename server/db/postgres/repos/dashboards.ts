import { type Kysely, sql } from 'kysely';
import type { DateWindow } from '../../../leads/query';
import type { Repos } from '../../../repositories';
import type { LeadRow } from '../../../stored/leads';
import type { Database } from '../schema';
import { untyped } from '../any-table';
import { PostgresRows } from './rows';
import { inWindow } from './window';

/** What routes call (server/repositories.ts): the embedded class's public members. */
type Contract = Repos['dashboards'];

/**
 * repos.dashboards on PostgreSQL: the same answers as server/dashboards/repository.ts, counted
 * and grouped in SQL. Leads and activities in a window are index-only range counts on their
 * newest-first indexes; a key account's date is the first of its 'Y' activities (the partial
 * index lead_activities_key_account_idx), grouped per lead.
 */
export class PostgresDashboardReader implements Contract {
  private readonly leads: PostgresRows<LeadRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.leads = new PostgresRows(db, 'leads');
  }

  async countIn(what: 'leads' | 'activities' | 'keyAccounts', window: DateWindow): Promise<number> {
    const query =
      what === 'keyAccounts'
        ? sql<{ n: number }>`select count(*) as n from (
            select min(created_at) as since from lead_activities where key_account = 'Y' group by lead_id
          ) first_y where ${inWindow('since', window)}`
        : sql<{
            n: number;
          }>`select count(*) as n from ${sql.table(what === 'leads' ? 'leads' : 'lead_activities')}
            where ${inWindow('created_at', window)}`;
    const { rows } = await query.execute(this.db);
    return Number(rows[0].n);
  }

  async countByStage(window: DateWindow | null): Promise<Map<string, number>> {
    const { rows } = await sql<{ stage: string; n: number }>`
      select coalesce(lead_stage, '') as stage, count(*) as n from leads
      where ${window ? inWindow('created_at', window) : sql`true`}
      group by coalesce(lead_stage, '')`.execute(this.db);
    return new Map(rows.map((row) => [row.stage, Number(row.n)]));
  }

  async newest(
    window: DateWindow | null,
    limit: number,
  ): Promise<{ rows: readonly LeadRow[]; total: number }> {
    const inside = window ? inWindow('created_at', window) : sql<boolean>`true`;
    const db = untyped(this.db);
    const [rows, total] = await Promise.all([
      db
        .selectFrom('leads')
        .selectAll()
        .where(inside)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
      db
        .selectFrom('leads')
        .select(sql<number>`count(*)`.as('n'))
        .where(inside)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: await this.leads.documents(rows), total: Number(total.n) };
  }
}
