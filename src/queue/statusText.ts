import type { SyncContext } from '../../machines/sync.machine';

/** "12 min ago"-style age of the oldest waiting lead. */
export function ageText(ms: number): string {
  const minutes = Math.floor(Math.max(ms, 0) / 60_000);
  if (minutes < 1) return 'less than 1 min ago';
  if (minutes < 120) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.floor(hours / 24)} days ago`;
}

/**
 * The header's sync status (issue 29): syncing, else offline, else what waits and what needs
 * attention. Null when there is nothing to say.
 */
export function syncStatusText(syncing: boolean, c: SyncContext, now: number): string | null {
  if (syncing && c.total > 0) return `Syncing ${Math.min(c.done + 1, c.total)} of ${c.total}`;
  if (!c.online) return 'Offline';
  const parts: string[] = [];
  if (c.waiting > 0) parts.push(`${c.waiting} waiting to sync, oldest ${ageText(now - (c.oldestAt ?? now))}`);
  if (c.attention > 0) parts.push(`${c.attention} ${c.attention === 1 ? 'needs' : 'need'} attention`);
  return parts.length ? parts.join('; ') : null;
}
