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

/** A unit that is the owner's queued lead (an activity unit under the same id is not one). */
const ownLead = (owner: number, unit: QueuedUnit | undefined): QueuedLead | undefined =>
  unit?.owner === owner && !isActivityUnit(unit) ? unit : undefined;

/**
 * Writes what `change` makes of the owner's queued lead under `clientId` (undefined: none yet),
 * read and written in one transaction: one round trip fewer on the booth's save, and no other
 * write can land between the read and the write.
 */
export async function changeLeadUnit(
  owner: number,
  clientId: string,
  change: (known: QueuedLead | undefined) => QueuedLead,
): Promise<QueuedLead> {
  const tx = (await queueDb()).transaction('leads', 'readwrite');
  const unit = change(ownLead(owner, await tx.store.get(clientId)));
  await Promise.all([tx.store.put(unit), tx.done]);
  return unit;
}

export async function putUnit(unit: QueuedUnit): Promise<void> {
  await (await queueDb()).put('leads', unit);
}

export async function deleteUnit(owner: number, clientId: string): Promise<void> {
  if (await unitOf(owner, clientId)) await (await queueDb()).delete('leads', clientId);
}
