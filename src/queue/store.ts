import { queueDb } from './db';
import { isActivityUnit, type QueuedLead, type QueuedUnit } from './types';

/** Reads and writes of queued units. Every read is by owner: nobody sees another user's units. */

/**
 * A write of what the user captured (a queued step, activity or fix) is on disk before the screen
 * says it is saved: Chromium's default durability has been 'relaxed' since version 121 (the
 * complete event once the OS has the data, not after it flushed), so it is asked for explicitly.
 * The sync's own bookkeeping (attempts, "Sending") keeps the default: losing it costs a resend
 * under the same Idempotency-Key, nothing else. docs/decisions.md "Booth mode (offline)".
 */
type Durability = 'strict' | 'default';

/**
 * Commits a write transaction whose last request was just made, without waiting for that
 * request's answer first (what the automatic commit does): one round trip to the browser's
 * storage fewer before the save is known to be stored.
 */
function committed(tx: { commit(): void; done: Promise<void> }): Promise<void> {
  tx.commit();
  return tx.done;
}

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
  const tx = (await queueDb()).transaction('leads', 'readwrite', { durability: 'strict' });
  const unit = change(ownLead(owner, await tx.store.get(clientId)));
  await Promise.all([tx.store.put(unit), committed(tx)]);
  return unit;
}

export async function putUnit(unit: QueuedUnit, durability: Durability = 'default'): Promise<void> {
  const tx = (await queueDb()).transaction('leads', 'readwrite', { durability });
  await Promise.all([tx.store.put(unit), committed(tx)]);
}

export async function deleteUnit(owner: number, clientId: string): Promise<void> {
  if (await unitOf(owner, clientId)) await (await queueDb()).delete('leads', clientId);
}
