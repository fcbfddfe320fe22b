import { useSyncExternalStore } from 'react';
import { pendingUpdate, subscribeToUpdate } from './updateAvailable';

/**
 * "A new version is available" with Reload, shown when a new build's service worker waits
 * (src/offline/registerWorker.ts). Until then the page keeps running the build it started with.
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(subscribeToUpdate, pendingUpdate, pendingUpdate);
  if (!apply) return null;
  return (
    <div
      role="status"
      className="alert alert-info d-flex align-items-center gap-2 shadow position-fixed bottom-0 end-0 m-3 mb-3"
      style={{ zIndex: 1090, maxWidth: 'calc(100vw - 2rem)' }}
    >
      <span>A new version is available</span>
      <button type="button" className="btn btn-primary btn-sm ms-auto" onClick={apply}>
        Reload
      </button>
    </div>
  );
}
