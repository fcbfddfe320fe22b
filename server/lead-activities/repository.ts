import type { Database } from '../db/database';
import { GroupIndex, type IdSet } from '../db/indexes';
import { ACTIVITY_TYPES, type ActivityType } from '../../contract/activities';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';
import type { ActivityRow } from '../stored/leads';

export type { ActivityType };

/**
 * Timeline activities: by lead, by lead and type (the tab counts), and by lead among those that
 * carry key_account 'Y' (the key-account rule, docs/decisions.md), so a lead's timeline, its
 * counts and the key-account list never scan every activity.
 */
class ActivityRepository extends LeadLinkedRepository<ActivityRow> {
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
      'keyAccount',
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

  /** The ids of the leads that are key accounts (a view of the index, no copy). */
  keyAccountLeadIds(): IdSet {
    return this.db.index<GroupIndex>(this.collection, 'keyAccount').keySet();
  }

  /** A lead is a key account once any of its activities carries key_account 'Y'. */
  isKeyAccount(leadId: number): boolean {
    return this.db.index<GroupIndex>(this.collection, 'keyAccount').ids(leadId).size > 0;
  }

  /** The lead's activities, newest first. */
  timelineOf(leadId: number): ActivityRow[] {
    return this.ofLead(leadId).sort((a, b) =>
      a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id,
    );
  }
}

export const activityRepository = (db: Database) => new ActivityRepository(db);
