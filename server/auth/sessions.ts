import type { AppContext } from '../context';
import type { Tx } from '../db/tx';
import { newToken, sha256 } from './tokens';
import type { SignedIn } from './repository';

/** Creates a session in `tx`, pruning this user's long-dead sessions. */
export async function createSession(
  ctx: AppContext,
  tx: Tx,
  userId: number,
): Promise<{ token: string; expiresAt: string }> {
  const now = ctx.now();
  const dayAgo = now.getTime() - 24 * 3600_000;
  const sessions = ctx.repos.sessions;
  // Only this user's sessions (by index): a sign-in never walks everyone's.
  const dead = (await sessions.ofUser(userId, tx)).filter(
    (s) => Date.parse(s.expires_at) <= dayAgo || (!!s.revoked_at && Date.parse(s.revoked_at) < dayAgo),
  );
  await sessions.remove(
    tx,
    dead.map((s) => s.id),
  );
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ctx.tokenTtlMinutes * 60_000).toISOString();
  await sessions.insert(tx, {
    token_hash: sha256(token),
    user_id: userId,
    expires_at: expiresAt,
    revoked_at: null,
    created_at: now.toISOString(),
  });
  return { token, expiresAt };
}

/**
 * Who a token signs in: its live session with the session's user, employee and role, read by one
 * repository call (one statement on PostgreSQL). Unknown, revoked and expired tokens, and a
 * session whose user is gone, give undefined.
 */
export async function findSignedIn(ctx: AppContext, token: string): Promise<SignedIn | undefined> {
  const found = await ctx.repos.sessions.signedIn(sha256(token));
  if (!found || found.session.revoked_at || !(Date.parse(found.session.expires_at) > ctx.now().getTime()))
    return undefined;
  return found;
}

/** Revokes every live session of a user, except `keepSessionId` (the caller changing their own password). */
export async function revokeUserSessions(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  const at = ctx.now().toISOString();
  for (const s of await ctx.repos.sessions.ofUser(userId, tx))
    if (!s.revoked_at && s.id !== keepSessionId)
      await ctx.repos.sessions.update(tx, s.id, { revoked_at: at });
}
