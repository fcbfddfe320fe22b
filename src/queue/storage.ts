/**
 * The browser may evict IndexedDB under storage pressure unless the site's storage is persistent:
 * ask once, and say when the queue's origin uses 80% of what the browser grants.
 */
export const STORAGE_WARNING = 'Storage on this device is almost full: sync before capturing more leads.';
const WARN_AT = 0.8;

export function askPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}

export async function storageNearlyFull(): Promise<boolean> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate?.quota) return false;
    return (estimate.usage ?? 0) / estimate.quota >= WARN_AT;
  } catch {
    return false;
  }
}
