import { type Kysely, sql } from 'kysely';
import type { DateWindow } from '../../../leads/query';
import type { Repos } from '../../../repositories';
import type { LeadRow } from '../../../stored/leads';
import type { Database } from '../schema';
import { untyped } from '../any-table';
import { CountedDays } from './counted-days';
import { PostgresRows } from './rows';
import { inWindow } from './window';

/** What routes call (server/repositories.ts): the embedded class's public members. */
type Contract = Repos['dashboards'];

const KINDS = { leads: 'leads', activities: 'activities', keyAccounts: 'key_accounts' } as const;

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/**
 * repos.dashboards on PostgreSQL: the same answers as server/dashboards/repository.ts. Counts
 * come from the days counted once (repos/counted-days.ts) plus what those do not cover, so an All
 * Time count reads a row per day instead of every lead and activity; the newest leads are one
 * LIMITed read of the newest-first index.
 */
export class PostgresDashboardReader implements Contract {
  private readonly leads: PostgresRows<LeadRow>;
  private readonly days: CountedDays;

  constructor(
    private readonly db: Kysely<Database>,
    now: () => Date,
  ) {
    this.leads = new PostgresRows(db, 'leads');
    this.days = new CountedDays(db, now);
  }

  async countIn(what: 'leads' | 'activities' | 'keyAccounts', window: DateWindow): Promise<number> {
    return sum(await this.days.count(KINDS[what], window));
  }

  countByStage(window: DateWindow | null): Promise<Map<string, number>> {
    return this.days.count('leads', window);
  }

  async newest(
    window: DateWindow | null,
    limit: number,
  ): Promise<{ rows: readonly LeadRow[]; total: number }> {
    const inside = window ? inWindow('created_at', window) : sql<boolean>`true`;
    const [rows, counts] = await Promise.all([
      untyped(this.db)
        .selectFrom('leads')
        .selectAll()
        .where(inside)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
      this.days.count('leads', window),
    ]);
    return { rows: await this.leads.documents(rows), total: sum(counts) };
  }
}
