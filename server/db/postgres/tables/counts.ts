import { date, jsonb, nullable, table, text } from '../columns';

/** What a day's counts are kept for (repos/counted-days.ts). */
export type CountedKind = 'leads' | 'activities' | 'key_accounts' | 'key_account_leads';

/**
 * The dashboard's counts per UTC day that is over (migration 0015): derived from leads and
 * lead_activities, kept up to date by triggers, never loaded or exported (an empty table is
 * counted again on the first read).
 */
export const countTables = {
  /** One kind's counts of one day by key (a lead stage; '' for the others); NULL: count it again. */
  counted_days: table({
    columns: {
      kind: text<CountedKind>(),
      day: date(),
      counts: nullable(jsonb<Record<string, number>>()),
    },
    primaryKey: ['kind', 'day'],
    indexes: [{ name: 'counted_days_recount_idx', on: 'kind', where: '(counts IS NULL)' }],
  }),
  /** The day (exclusive) up to which a kind is counted: before it, a day without a row had none. */
  counted_through: table({
    columns: { kind: text<CountedKind>(), through: date() },
    primaryKey: ['kind'],
  }),
};
