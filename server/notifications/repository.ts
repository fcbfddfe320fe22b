import type { Database } from '../db/database';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';

/** Bell notifications: by lead and by the employee they are for. */
export const notificationRepository = (db: Database) =>
  new LeadLinkedRepository(db, 'notifications', { byEmployee: true });
