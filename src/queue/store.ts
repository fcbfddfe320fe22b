import { queueDb } from './db';
import type { QueuedLead } from './types';

/** Reads and writes of queued leads. Every read is by owner: nobody sees another user's units. */

export async function unitsOf(owner: number): Promise<QueuedLead[]> {
  const units = await (await queueDb()).getAllFromIndex('leads', 'owner', owner);
  return units.sort((a, b) => a.capturedAt - b.capturedAt);
}

export async function unitOf(owner: number, clientId: string): Promise<QueuedLead | undefined> {
  const unit = await (await queueDb()).get('leads', clientId);
  return unit?.owner === owner ? unit : undefined;
}

export async function putUnit(unit: QueuedLead): Promise<void> {
  await (await queueDb()).put('leads', unit);
}

export async function deleteUnit(owner: number, clientId: string): Promise<void> {
  if (await unitOf(owner, clientId)) await (await queueDb()).delete('leads', clientId);
}
