import type { AppContext } from '../context';
import { KEEP_DAYS } from './messages';

const DAY_MS = 24 * 60 * 60_000;

/** Deletes the keys older than KEEP_DAYS; resolves with how many went. */
export function purgeOldKeys(ctx: Pick<AppContext, 'idempotency' | 'now'>): Promise<number> {
  return ctx.idempotency.purge(new Date(ctx.now().getTime() - KEEP_DAYS * DAY_MS));
}

/**
 * Purges at start and once a day after (a key lives KEEP_DAYS to KEEP_DAYS + 1 days). Returns
 * the function that stops it.
 */
export function startKeyPurge(ctx: AppContext, intervalMs = DAY_MS): () => void {
  const tick = () => ctx.background(() => purgeOldKeys(ctx));
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
