/**
 * Tells the running sync (src/queue/SyncProvider.tsx) that the queue changed: a lead was queued,
 * fixed or discarded. A plain event target, so the wizard's actors need no React.
 */
const target = new EventTarget();
const CHANGED = 'queue-changed';
/** A unit's state moved inside a send (./sendUnit.ts): news for the screen, not for the sync. */
const MOVED = 'unit-moved';

export const notifyQueueChanged = () => void target.dispatchEvent(new Event(CHANGED));

/**
 * The same news after the current task: the wizard's save tells the sync once the screen has
 * moved on, so the sync's read of the queue and the header's new count do not delay the screen.
 */
export const notifyQueueChangedSoon = () => void setTimeout(notifyQueueChanged, 0);
export const notifyUnitMoved = () => void target.dispatchEvent(new Event(MOVED));

export function onQueueChanged(listener: () => void): () => void {
  target.addEventListener(CHANGED, listener);
  return () => target.removeEventListener(CHANGED, listener);
}

/** Any change the Waiting to sync list shows: the queue's, and a unit moving to "Sending". */
export function onUnitsChanged(listener: () => void): () => void {
  target.addEventListener(CHANGED, listener);
  target.addEventListener(MOVED, listener);
  return () => {
    target.removeEventListener(CHANGED, listener);
    target.removeEventListener(MOVED, listener);
  };
}
