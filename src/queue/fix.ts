import { queueClock } from './clock';
import { notifyQueueChanged } from './queueEvents';
import { deleteUnit, putUnit } from './store';
import { isActivityUnit, type QueuedLead, type QueuedUnit } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

/**
 * The request body a needs-attention unit's field errors name: an activity's save; for a lead,
 * step 1 until its lead exists.
 */
export const failedBody = (unit: QueuedUnit): Loose =>
  isActivityUnit(unit) ? unit.body : ((unit.leadId === null ? unit.initialInfo : unit.persons) ?? {});

/** The unit with its failed body replaced by the fixed one (a lead's duplicates forgotten). */
function withBody(unit: QueuedUnit, body: Loose): QueuedUnit {
  if (isActivityUnit(unit)) return { ...unit, body };
  return unit.leadId === null
    ? { ...unit, initialInfo: body, title: String(body.organization_name ?? unit.title), duplicates: [] }
    : { ...unit, persons: body as QueuedLead['persons'], duplicates: [] };
}

/** Reads `concern_person_info.0.name` out of a body. */
export function valueAt(body: Loose, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at as Loose | null)?.[key], body);
}

function withValueAt(body: Loose, path: string, value: unknown): Loose {
  const [key, ...rest] = path.split('.');
  const copy: Loose = Array.isArray(body) ? [...body] : { ...body };
  copy[key] = rest.length ? withValueAt((body[key] ?? {}) as Loose, rest.join('.'), value) : value;
  return copy;
}

/** The user fixed what the server refused: the unit waits again, to be sent at once. */
export async function resendFixed(unit: QueuedUnit, fixes: Record<string, unknown>): Promise<void> {
  const body = Object.entries(fixes).reduce(
    (b, [path, value]) => withValueAt(b, path, value),
    failedBody(unit),
  );
  await putUnit(
    {
      ...withBody(unit, body),
      state: 'waiting',
      lastError: null,
      fieldErrors: {},
      attempts: 0,
      nextAttemptAt: queueClock.now(),
    },
    'strict',
  );
  notifyQueueChanged();
}

/** The user saw the likely duplicates and wants the lead anyway: it waits again, to be sent at once. */
export async function createAnyway(unit: QueuedLead): Promise<void> {
  await putUnit(
    {
      ...unit,
      createAnyway: true,
      state: 'waiting',
      lastError: null,
      duplicates: [],
      attempts: 0,
      nextAttemptAt: queueClock.now(),
    },
    'strict',
  );
  notifyQueueChanged();
}

/** The user gave a unit up (one the server refuses, or a lead whose persons were never entered). */
export async function discardUnit(unit: QueuedUnit): Promise<void> {
  await deleteUnit(unit.owner, unit.clientId);
  notifyQueueChanged();
}
