import { type Kysely, sql } from 'kysely';
import { ACTIVITY_TYPES, type ActivityType } from '../../../../contract/activities';
import type { Repos } from '../../../repositories';
import { ACTIVITY_TEXT_FIELDS, type ActivityRow, type ActivityTexts } from '../../../stored/leads';
import type { NewRow } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { readerOf } from '../transaction';
import { anyOf, integerIds } from '../any-table';
import { PostgresRows } from './rows';

/** What routes call (server/repositories.ts): the embedded class's public members. */
type Contract = Repos['activities'];

/**
 * repos.activities on PostgreSQL: the same answers as server/lead-activities/repository.ts. A
 * lead's activities come from lead_activities_lead_idx (lead_id, created_at DESC, id DESC), key
 * accounts from the partial index on key_account 'Y', stored files from the GIN index on
 * attachments; an activity's assignees are its activity_assignees rows.
 */
export class PostgresActivityRepository implements Contract {
  private readonly docs: PostgresRows<ActivityRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.docs = new PostgresRows(db, 'lead-activities');
  }

  async countsOf(leadId: number): Promise<Record<ActivityType | 'all', number>> {
    const rows = await this.q()
      .selectFrom('lead_activities')
      .select(['type', sql<number>`count(*)`.as('n')])
      .where('lead_id', '=', leadId)
      .groupBy('type')
      .execute();
    const found = new Map(rows.map((row) => [row.type, Number(row.n)]));
    const counts = { all: 0 } as Record<ActivityType | 'all', number>;
    for (const type of ACTIVITY_TYPES) {
      counts[type] = found.get(type) ?? 0;
      counts.all += counts[type];
    }
    return counts;
  }

  async isKeyAccount(leadId: number, via?: Tx): Promise<boolean> {
    const row = await this.q(via)
      .selectFrom('lead_activities')
      .select('id')
      .where('lead_id', '=', leadId)
      .where('key_account', '=', 'Y')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async timelineOf(leadId: number): Promise<ActivityRow[]> {
    const rows = await this.q()
      .selectFrom('lead_activities')
      .selectAll()
      .where('lead_id', '=', leadId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return this.docs.documents(rows);
  }

  /**
   * Each lead's activities by one of `authors` in the order they were added (by id), every asked
   * lead a key: the text columns alone, without their assignees' rows (a report page's 240 leads
   * read 1,200 whole activities and their assignees in 27 ms, measured at 100k leads).
   */
  async textsOf(
    leadIds: readonly number[],
    authors: readonly number[],
  ): Promise<Map<number, ActivityTexts[]>> {
    const out = new Map<number, ActivityTexts[]>(leadIds.map((id) => [id, []]));
    const by = integerIds(authors);
    if (!leadIds.length || !by.length) return out;
    const rows = await this.q()
      .selectFrom('lead_activities')
      .select(['id', 'lead_id', 'type', 'created_by', ...ACTIVITY_TEXT_FIELDS])
      .where(anyOf('lead_id', [...out.keys()]))
      .where(anyOf('created_by', by))
      .orderBy('lead_id')
      .orderBy('id')
      .execute();
    for (const row of rows)
      out.get(Number(row.lead_id))!.push({
        ...row,
        id: Number(row.id),
        lead_id: Number(row.lead_id),
        type: row.type as ActivityType,
        created_by: row.created_by === null ? null : Number(row.created_by),
      });
    return out;
  }

  async withFile(name: string): Promise<ActivityRow[]> {
    const rows = await this.q()
      .selectFrom('lead_activities')
      .selectAll()
      .where(sql<boolean>`attachments @> ${JSON.stringify([{ file_name: name }])}::jsonb`)
      .orderBy('id')
      .execute();
    return this.docs.documents(rows);
  }

  async insert(tx: Tx, doc: NewRow<ActivityRow>): Promise<ActivityRow> {
    return this.docs.insert(tx, doc);
  }

  async removeOfLead(tx: Tx, leadId: number): Promise<void> {
    await this.docs.q(tx, true).deleteFrom('lead_activities').where('lead_id', '=', leadId).execute();
  }

  private q(via?: Tx): Kysely<Database> {
    return readerOf(this.db, via);
  }
}
