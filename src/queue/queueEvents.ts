/**
 * Tells the running sync (src/queue/SyncProvider.tsx) that the queue changed: a lead was queued,
 * fixed or discarded. A plain event target, so the wizard's actors need no React.
 */
const target = new EventTarget();
const CHANGED = 'queue-changed';

export const notifyQueueChanged = () => void target.dispatchEvent(new Event(CHANGED));

export function onQueueChanged(listener: () => void): () => void {
  target.addEventListener(CHANGED, listener);
  return () => target.removeEventListener(CHANGED, listener);
}
