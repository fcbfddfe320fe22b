import { baseUrlFrom } from '../api/baseApi';
import { browserOffline } from '../offline/browserOffline';

/**
 * Tokens whose logout got no answer (the booth is offline): the session ended on this device at
 * once, and is ended on the server as soon as it can be reached (docs/decisions.md "A logout made
 * offline"). Kept in localStorage beside the token they replace, at most MAX_KEPT of them.
 */
const KEY = 'crms_pending_logouts';
const MAX_KEPT = 10;

export function pendingLogouts(): string[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function keep(tokens: string[]): void {
  if (tokens.length) localStorage.setItem(KEY, JSON.stringify(tokens.slice(-MAX_KEPT)));
  else localStorage.removeItem(KEY);
}

/** Remembers a token whose POST /logout got no answer. */
export function rememberLogout(token: string): void {
  const kept = pendingLogouts();
  if (!kept.includes(token)) keep([...kept, token]);
}

/**
 * POST /logout for each remembered token, as the token's own call (never the signed-in user's):
 * a token is forgotten once the server answered it, ended (200) or already over (401). No answer:
 * it stays for the next try. A thunk, so it reads the API root as every other call does.
 */
export const sendPendingLogouts =
  () =>
  async (_dispatch: unknown, _getState: unknown, extra: unknown): Promise<void> => {
    if (browserOffline()) return;
    for (const token of pendingLogouts()) {
      try {
        const res = await fetch(`${baseUrlFrom(extra)}/logout`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        if (res.ok || res.status === 401) keep(pendingLogouts().filter((t) => t !== token));
      } catch {
        return;
      }
    }
  };
