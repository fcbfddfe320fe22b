import type { Database } from '../db/database';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';
import type { NotificationRow } from '../stored/leads';

/** Bell notifications: by lead and by the employee they are for. */
export const notificationRepository = (db: Database) =>
  new LeadLinkedRepository<NotificationRow>(db, 'notifications', { byEmployee: true });
