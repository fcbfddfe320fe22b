import { useEffect } from 'react';
import { useAppSelector } from '../lib/hooks';

/**
 * Whose queue this browser shows. The signed-in user's id once known; until the user is loaded
 * (a start offline, where GET /get-role-permissions cannot answer) the id remembered with the very
 * token still in use, so a different user's token never shows or sends someone else's queue.
 */
const KEY = 'crms-queue-owner';
const tailOf = (token: string) => token.slice(-16);

function remembered(token: string | null): number | null {
  if (!token) return null;
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { owner: number; tail: string } | null;
    return saved && saved.tail === tailOf(token) ? saved.owner : null;
  } catch {
    return null;
  }
}

/** The queue's owner for this session state (see above); null without a token. */
export function queueOwnerOf(auth: { token: string | null; user: { id: number } | null }): number | null {
  if (!auth.token) return null;
  return auth.user?.id ?? remembered(auth.token);
}

export function useQueueOwner(): number | null {
  const token = useAppSelector((s) => s.auth.token);
  const user = useAppSelector((s) => s.auth.user?.id ?? null);
  useEffect(() => {
    if (token && user !== null)
      localStorage.setItem(KEY, JSON.stringify({ owner: user, tail: tailOf(token) }));
  }, [token, user]);
  return queueOwnerOf({ token, user: user === null ? null : { id: user } });
}
