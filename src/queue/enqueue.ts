import { queueClock } from './clock';
import { QUEUED_LEAD_GONE } from './messages';
import { forgetPendingCard, isPendingCard, pendingCard } from './pendingCards';
import { changeLeadUnit, putUnit } from './store';
import type { QueuedActivity, QueuedActivityType, QueuedCard, QueuedLead } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

/** A fresh unit's sending state: waiting, due now, captured now by `owner`. */
function fresh(owner: number, clientId: string) {
  const now = queueClock.now();
  return {
    clientId,
    owner,
    capturedAt: now,
    state: 'waiting' as const,
    lastError: null,
    fieldErrors: {},
    attempts: 0,
    nextAttemptAt: now,
    title: '',
  };
}

function newUnit(owner: number, clientId: string, fields: Partial<QueuedLead>): QueuedLead {
  return {
    ...fresh(owner, clientId),
    leadId: null,
    initialInfo: null,
    persons: null,
    cards: [],
    ...fields,
  };
}

/**
 * Step 1 could not be sent: keep it under `clientId` (a new unit, or the one this wizard already
 * queued). The id is the one whose Idempotency-Key the failed attempt carried, if it made one.
 */
export async function queueInitialInfo(
  owner: number,
  clientId: string,
  body: Loose,
  prospect: Loose | null = null,
) {
  const title = String(body.organization_name ?? '');
  const unit = await changeLeadUnit(owner, clientId, (known) =>
    known
      ? { ...known, title, initialInfo: body, prospect, state: 'waiting' as const }
      : newUnit(owner, clientId, { title, initialInfo: body, prospect }),
  );
  return unit.clientId;
}

/** The persons' visiting cards chosen offline become Blobs of the unit; their placeholders go. */
function takeCards(persons: Loose[]): { persons: Loose[]; cards: QueuedCard[] } {
  const cards: QueuedCard[] = [];
  const kept = persons.map((p, index) => {
    const file = isPendingCard(p.attachment) ? pendingCard(p.attachment) : undefined;
    if (!isPendingCard(p.attachment)) return p;
    if (file) cards.push({ person: index, blob: file, name: file.name });
    forgetPendingCard(p.attachment);
    return { ...p, attachment: null };
  });
  return { persons: kept, cards };
}

/**
 * Step 2 could not be sent: its persons join the unit step 1 queued (`clientId`), or form a unit
 * of their own (that id) for a lead step 1 stored online (`leadId`).
 */
export async function queuePersons(
  owner: number,
  target: { clientId: string; leadId: number | null; title: string },
  personsInfo: Loose[],
) {
  const { persons, cards } = takeCards(personsInfo);
  const fields = { persons: { concern_person_info: persons }, cards, state: 'waiting' as const };
  const unit = await changeLeadUnit(owner, target.clientId, (known) => {
    if (known) return { ...known, ...fields, nextAttemptAt: queueClock.now() };
    // Its queued step 1 is gone (sent or discarded meanwhile): persons alone would be no lead.
    if (target.leadId === null) throw { status: 410, message: QUEUED_LEAD_GONE, fieldErrors: {} };
    return newUnit(owner, target.clientId, { ...fields, leadId: target.leadId, title: target.title });
  });
  return unit.clientId;
}

/**
 * A note or log activity could not be sent: it waits under `clientId`, the id whose
 * Idempotency-Key the failed attempt carried (the server may hold it already).
 */
export async function queueActivity(
  owner: number,
  clientId: string,
  activity: { type: QueuedActivityType; leadId: number; leadTitle: string; body: Loose },
): Promise<QueuedActivity> {
  const unit: QueuedActivity = {
    ...fresh(owner, clientId),
    kind: 'activity',
    activity: activity.type,
    leadId: activity.leadId,
    title: activity.leadTitle,
    body: activity.body,
  };
  await putUnit(unit, 'strict');
  return unit;
}
