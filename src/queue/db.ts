import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedUnit } from './types';

/**
 * The database of queued writes: one store, indexed by owner and capture time. It is named
 * 'leads' because leads came first; it holds every kind of unit (./types.ts), so one index gives
 * the capture order of all of them and an upgrade was not needed.
 */
export const QUEUE_DB = 'crms-queue';

interface QueueSchema extends DBSchema {
  leads: { key: string; value: QueuedUnit; indexes: { byOwner: [number, number] } };
}

let opening: Promise<IDBPDatabase<QueueSchema>> | null = null;

export function queueDb(): Promise<IDBPDatabase<QueueSchema>> {
  opening ??= openDB<QueueSchema>(QUEUE_DB, 2, {
    upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) db.createObjectStore('leads', { keyPath: 'clientId' });
      // Version 1 indexed the owner alone, so every read sorted the user's whole queue; the
      // owner with the capture time reads it oldest first and lets the sync stop early.
      if (oldVersion < 2) {
        const leads = tx.objectStore('leads');
        if (oldVersion === 1) leads.deleteIndex('owner');
        leads.createIndex('byOwner', ['owner', 'capturedAt']);
      }
    },
    // Another tab upgrades or a test deletes the database: let it, and open afresh next time.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  // A failed open (storage refused) is tried again next time, not kept.
  const attempt = opening;
  attempt.catch(() => {
    if (opening === attempt) opening = null;
  });
  return attempt;
}

/** Closes the open connection (tests delete the database between cases). */
export async function closeQueueDb(): Promise<void> {
  const db = opening;
  opening = null;
  if (db) (await db.catch(() => null))?.close();
}
