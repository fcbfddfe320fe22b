import type { Database } from '../db/database';
import { LeadLinkedRepository } from '../leads/lead-linked-repository';

/** Edit/details requests (collection lead-permissions): by lead and by the asking employee. */
export const accessRequestRepository = (db: Database) =>
  new LeadLinkedRepository(db, 'lead-permissions', { byEmployee: true });
