import type { AppContext } from '../context';
import type { Transaction } from '../db/transaction';
import { newToken, sha256 } from './tokens';
import type { SessionRow } from '../stored/accounts';

/** Creates a session in `tx`, pruning this user's long-dead sessions. */
export function createSession(
  ctx: AppContext,
  tx: Transaction,
  userId: number,
): { token: string; expiresAt: string } {
  const now = ctx.now();
  const dayAgo = now.getTime() - 24 * 3600_000;
  const sessions = ctx.repos.sessions;
  // Only this user's sessions (by index): a sign-in never walks everyone's.
  for (const s of sessions.ofUser(userId, tx))
    if (Date.parse(s.expires_at) <= dayAgo || (!!s.revoked_at && Date.parse(s.revoked_at) < dayAgo))
      sessions.remove(tx, s.id);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ctx.tokenTtlMinutes * 60_000).toISOString();
  sessions.insert(tx, {
    token_hash: sha256(token),
    user_id: userId,
    expires_at: expiresAt,
    revoked_at: null,
    created_at: now.toISOString(),
  });
  return { token, expiresAt };
}

/** The live session of a token: unknown, revoked and expired tokens give undefined. */
export function findSession(ctx: AppContext, token: string): SessionRow | undefined {
  const session = ctx.repos.sessions.byTokenHash(sha256(token));
  if (!session || session.revoked_at || !(Date.parse(session.expires_at) > ctx.now().getTime()))
    return undefined;
  return session;
}

/** Revokes every live session of a user, except `keepSessionId` (the caller changing their own password). */
export function revokeUserSessions(
  ctx: AppContext,
  tx: Transaction,
  userId: number,
  keepSessionId?: number,
): void {
  const at = ctx.now().toISOString();
  for (const s of ctx.repos.sessions.ofUser(userId, tx))
    if (!s.revoked_at && s.id !== keepSessionId) ctx.repos.sessions.update(tx, s.id, { revoked_at: at });
}
