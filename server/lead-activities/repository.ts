import type { Database } from '../db/database';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';

/** Timeline activities: by lead, so a lead's timeline and its counts never scan every activity. */
export const activityRepository = (db: Database) =>
  new LeadLinkedRepository(db, 'lead-activities', {
    byEmployee: false,
    files: (row) =>
      Array.isArray(row.attachments) ? row.attachments.map((a: { file_name?: unknown }) => a?.file_name) : [],
  });
