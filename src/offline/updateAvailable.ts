/**
 * A new build's service worker is installed and waiting (src/offline/registerWorker.ts tells);
 * the prompt (src/offline/UpdatePrompt.tsx) reads it. Kept apart from workbox-window so the app's
 * chunk does not carry it.
 */
type Apply = () => void;

let apply: Apply | null = null;
const listeners = new Set<() => void>();

/** A new version waits: `run` makes it take over and reloads the page. */
export function offerUpdate(run: Apply): void {
  apply = run;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const pendingUpdate = (): Apply | null => apply;
