import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import type { NewRow } from '../db/row';
import type { Tx } from '../db/tx';
import { ACTIVITY_TYPES, type ActivityType } from '../../contract/activities';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';
import { ACTIVITY_TEXT_FIELDS, type ActivityRow, type ActivityTexts } from '../stored/leads';

const activityTexts = (a: ActivityRow): ActivityTexts => ({
  id: a.id,
  lead_id: a.lead_id,
  type: a.type,
  created_by: a.created_by,
  ...(Object.fromEntries(ACTIVITY_TEXT_FIELDS.map((f) => [f, a[f] ?? null])) as Record<
    (typeof ACTIVITY_TEXT_FIELDS)[number],
    string | null
  >),
});

export type { ActivityType };

/** The GroupIndex of key-account activities by lead (read by server/leads/async-repository.ts too). */
export const KEY_ACCOUNT_INDEX = 'keyAccount';

/** The indexed rows behind ActivityRepository. */
class ActivityRows extends LeadLinkedRepository<ActivityRow> {
  constructor(db: Database) {
    super(db, 'lead-activities', {
      byEmployee: false,
      files: (row) =>
        Array.isArray(row.attachments)
          ? row.attachments.map((a: { file_name?: unknown }) => a?.file_name)
          : [],
    });
    db.defineIndex(this.collection, 'leadType', new GroupIndex((row) => [`${row.lead_id}:${row.type}`]));
    db.defineIndex(
      this.collection,
      KEY_ACCOUNT_INDEX,
      new GroupIndex((row) => (row.key_account === 'Y' ? [row.lead_id] : [])),
    );
  }

  /** How many activities of each type the lead has, and all of them. */
  countsOf(leadId: number): Record<ActivityType | 'all', number> {
    const index = this.db.index<GroupIndex>(this.collection, 'leadType');
    const counts = { all: 0 } as Record<ActivityType | 'all', number>;
    for (const type of ACTIVITY_TYPES) {
      counts[type] = index.ids(`${leadId}:${type}`).size;
      counts.all += counts[type];
    }
    return counts;
  }

  /** A lead is a key account once any of its activities carries key_account 'Y'. */
  isKeyAccount(leadId: number, via?: Tx): boolean {
    return this.inAnyGroup(KEY_ACCOUNT_INDEX, [leadId], via).length > 0;
  }

  /** The lead's activities, newest first. */
  timelineOf(leadId: number): ActivityRow[] {
    return this.ofLead(leadId).sort((a, b) =>
      a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id,
    );
  }
}

/**
 * Timeline activities: by lead, by lead and type (the tab counts), and by lead among those that
 * carry key_account 'Y' (the key-account rule, docs/decisions.md), so a lead's timeline, its
 * counts and the key-account list never scan every activity. Async, as a PostgreSQL store's will
 * be (docs/storage.md "Writing"): a list is one call, never one per row.
 */
export class ActivityRepository {
  private readonly rows: ActivityRows;

  constructor(db: Database) {
    this.rows = new ActivityRows(db);
  }

  /** How many activities of each type the lead has, and all of them. */
  async countsOf(leadId: number): Promise<Record<ActivityType | 'all', number>> {
    return this.rows.countsOf(leadId);
  }

  /** A lead is a key account once any of its activities carries key_account 'Y'. */
  async isKeyAccount(leadId: number, via?: Tx): Promise<boolean> {
    return this.rows.isKeyAccount(leadId, via);
  }

  /** The lead's activities, newest first. */
  async timelineOf(leadId: number): Promise<ActivityRow[]> {
    return this.rows.timelineOf(leadId);
  }

  /**
   * Each lead's activities by one of `authors`, in the order they were added, every asked lead a
   * key: their texts only (a report page reads them for all its leads at once).
   */
  async textsOf(
    leadIds: readonly number[],
    authors: readonly number[],
  ): Promise<Map<number, ActivityTexts[]>> {
    const by = new Set(authors);
    return new Map(
      leadIds.map((id) => [
        id,
        this.rows
          .ofLead(id)
          .filter((a) => a.created_by !== null && by.has(a.created_by))
          .sort((a, b) => a.id - b.id)
          .map(activityTexts),
      ]),
    );
  }

  /** Activities that hold a stored file (an attachment). */
  async withFile(name: string): Promise<ActivityRow[]> {
    return this.rows.withFile(name);
  }

  async insert(tx: Tx, doc: NewRow<ActivityRow>): Promise<ActivityRow> {
    return this.rows.insert(tx, doc);
  }

  async removeOfLead(tx: Tx, leadId: number): Promise<void> {
    this.rows.removeOfLead(tx, leadId);
  }
}
