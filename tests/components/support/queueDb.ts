import { closeQueueDb, QUEUE_DB } from '../../../src/queue/db';

/** The booth queue's IndexedDB closed and deleted: each test starts without queued units. */
export async function emptyQueueDb(): Promise<void> {
  await closeQueueDb();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(QUEUE_DB);
    request.onsuccess = request.onerror = resolve;
  });
}
