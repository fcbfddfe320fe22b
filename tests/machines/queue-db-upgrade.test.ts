/**
 * The queue's IndexedDB upgrade (src/queue/db.ts): a browser that queued leads under version 1
 * (an owner-only index) keeps them, now read oldest first through the owner + captured-at index.
 */
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { closeQueueDb, QUEUE_DB } from '../../src/queue/db';
import { firstUnitsOf, unitsOf } from '../../src/queue/store';

afterAll(() => closeQueueDb());

test('units stored by version 1 are read after the upgrade, oldest first, by owner', async () => {
  const v1 = await openDB(QUEUE_DB, 1, {
    upgrade(db) {
      const leads = db.createObjectStore('leads', { keyPath: 'clientId' });
      leads.createIndex('owner', 'owner');
    },
  });
  const stored = [
    { clientId: 'b', owner: 7, capturedAt: 20 },
    { clientId: 'a', owner: 7, capturedAt: 30 },
    { clientId: 'c', owner: 7, capturedAt: 10 },
    { clientId: 'd', owner: 8, capturedAt: 5 },
  ];
  for (const unit of stored) await v1.put('leads', unit);
  v1.close();

  expect((await unitsOf(7)).map((u) => u.clientId)).toEqual(['c', 'b', 'a']);
  expect((await firstUnitsOf(7, 2, () => true)).map((u) => u.clientId)).toEqual(['c', 'b']);
  expect((await firstUnitsOf(7, 5, (u) => u.clientId !== 'b')).map((u) => u.clientId)).toEqual(['c', 'a']);
  expect((await unitsOf(8)).map((u) => u.clientId)).toEqual(['d']);
});
