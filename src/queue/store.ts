import { queueDb } from './db';
import { isActivityUnit, type QueuedLead, type QueuedUnit } from './types';

/** Reads and writes of queued units. Every read is by owner: nobody sees another user's units. */

/** The owner's units, oldest first (the index's own order). */
const ownerRange = (owner: number) => IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]);

export async function unitsOf(owner: number): Promise<QueuedUnit[]> {
  return (await queueDb()).getAllFromIndex('leads', 'byOwner', ownerRange(owner));
}

/** The owner's oldest `limit` units that `pick` accepts, read no further than needed. */
export async function firstUnitsOf(
  owner: number,
  limit: number,
  pick: (unit: QueuedUnit) => boolean,
): Promise<QueuedUnit[]> {
  const picked: QueuedUnit[] = [];
  const index = (await queueDb()).transaction('leads').store.index('byOwner');
  let cursor = await index.openCursor(ownerRange(owner));
  while (cursor && picked.length < limit) {
    if (pick(cursor.value)) picked.push(cursor.value);
    cursor = await cursor.continue();
  }
  return picked;
}

export async function unitOf(owner: number, clientId: string): Promise<QueuedUnit | undefined> {
  const unit = await (await queueDb()).get('leads', clientId);
  return unit?.owner === owner ? unit : undefined;
}

/** The owner's queued lead under `clientId` (an activity unit under that id is not one). */
export async function leadUnitOf(owner: number, clientId: string): Promise<QueuedLead | undefined> {
  const unit = await unitOf(owner, clientId);
  return unit && !isActivityUnit(unit) ? unit : undefined;
}

export async function putUnit(unit: QueuedUnit): Promise<void> {
  await (await queueDb()).put('leads', unit);
}

export async function deleteUnit(owner: number, clientId: string): Promise<void> {
  if (await unitOf(owner, clientId)) await (await queueDb()).delete('leads', clientId);
}
