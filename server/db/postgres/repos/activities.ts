import { type Kysely, sql } from 'kysely';
import { ACTIVITY_TYPES, type ActivityType } from '../../../../contract/activities';
import type { Repos } from '../../../repositories';
import type { ActivityRow } from '../../../stored/leads';
import type { IdSet } from '../../indexes';
import type { NewRow } from '../../row';
import type { Tx } from '../../tx';
import type { Database } from '../schema';
import { postgresTx, readerOf } from '../transaction';
import { type AnyDb, anyOf, DocumentTable, untyped } from './document-table';

/** A set of ids read once (the embedded store answers a live view of its index). */
const idSet = (ids: readonly number[]): IdSet => {
  const set = new Set(ids);
  return { has: (id) => set.has(id), size: set.size, keys: () => set.keys() };
};

/** What routes call (server/repositories.ts): the embedded class's public members. */
type Contract = Repos['activities'];

/**
 * repos.activities on PostgreSQL: the same answers as server/lead-activities/repository.ts. A
 * lead's activities come from lead_activities_lead_idx (lead_id, created_at DESC, id DESC), key
 * accounts from the partial index on key_account 'Y', stored files from the GIN index on
 * attachments; an activity's assignees are its activity_assignees rows.
 */
export class PostgresActivityRepository implements Contract {
  private readonly docs = new DocumentTable<ActivityRow>('lead-activities');

  constructor(private readonly db: Kysely<Database>) {}

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

  /** Every key-account lead: GET /key-account-list needs a paged join instead (docs/decisions.md). */
  async keyAccountLeadIds(): Promise<IdSet> {
    const rows = await this.q()
      .selectFrom('lead_activities')
      .select('lead_id')
      .distinct()
      .where('key_account', '=', 'Y')
      .execute();
    return idSet(rows.map((row) => Number(row.lead_id)));
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
    return this.docs.documents(untyped(this.q()), rows);
  }

  /** Each lead's activities in the order they were added (by id), every asked lead a key. */
  async ofLeads(leadIds: readonly number[]): Promise<Map<number, ActivityRow[]>> {
    const out = new Map<number, ActivityRow[]>(leadIds.map((id) => [id, []]));
    if (!leadIds.length) return out;
    const rows = await this.q()
      .selectFrom('lead_activities')
      .selectAll()
      .where(anyOf('lead_id', [...out.keys()]))
      .orderBy('lead_id')
      .orderBy('id')
      .execute();
    for (const doc of await this.docs.documents(untyped(this.q()), rows)) out.get(doc.lead_id)!.push(doc);
    return out;
  }

  async withFile(name: string): Promise<ActivityRow[]> {
    const rows = await this.q()
      .selectFrom('lead_activities')
      .selectAll()
      .where(sql<boolean>`attachments @> ${JSON.stringify([{ file_name: name }])}::jsonb`)
      .orderBy('id')
      .execute();
    return this.docs.documents(untyped(this.q()), rows);
  }

  async insert(tx: Tx, doc: NewRow<ActivityRow>): Promise<ActivityRow> {
    return this.docs.insert(this.w(tx), doc);
  }

  async removeOfLead(tx: Tx, leadId: number): Promise<void> {
    await this.w(tx).deleteFrom('lead_activities').where('lead_id', '=', leadId).execute();
  }

  private q(via?: Tx): Kysely<Database> {
    return readerOf(this.db, via);
  }

  private w(tx: Tx): AnyDb {
    return untyped(postgresTx(tx).writes());
  }
}
