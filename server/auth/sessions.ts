import type { AppContext } from '../context';
import type { Row } from '../db/store';
import { newToken, sha256 } from './tokens';

/** Creates a session (caller holds the write lock and flushes). Prunes long-dead sessions. */
export function createSession(ctx: AppContext, userId: number): { token: string; expiresAt: string } {
  const now = ctx.now();
  const sessions = ctx.store.list('sessions');
  const dayAgo = now.getTime() - 24 * 3600_000;
  ctx.store.data.sessions = sessions.filter(
    (s) => Date.parse(s.expires_at) > dayAgo && !(s.revoked_at && Date.parse(s.revoked_at) < dayAgo),
  );
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ctx.tokenTtlMinutes * 60_000).toISOString();
  ctx.store.insert('sessions', {
    token_hash: sha256(token),
    user_id: userId,
    expires_at: expiresAt,
    revoked_at: null,
    created_at: now.toISOString(),
  });
  return { token, expiresAt };
}

/** The live session of a token: unknown, revoked and expired tokens give undefined. */
export function findSession(ctx: AppContext, token: string): Row | undefined {
  const hash = sha256(token);
  const now = ctx.now().getTime();
  return ctx.store
    .list('sessions')
    .find((s) => s.token_hash === hash && !s.revoked_at && Date.parse(s.expires_at) > now);
}

/** Revokes every live session of a user, except `keepSessionId` (the caller changing their own password). */
export function revokeUserSessions(ctx: AppContext, userId: number, keepSessionId?: number): void {
  const at = ctx.now().toISOString();
  for (const s of ctx.store.list('sessions'))
    if (s.user_id === userId && !s.revoked_at && s.id !== keepSessionId) s.revoked_at = at;
}
