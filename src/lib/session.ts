/**
 * The stored session: the token and its expiry live in localStorage under the
 * exact keys `bearer_token` and `token_expiration`. The expiry is kept as the server sent it (an
 * ISO timestamp); a plain millisecond number is accepted too. Expired when now ≥ expiry.
 */
const TOKEN_KEY = 'bearer_token';
const EXPIRY_KEY = 'token_expiration';

export function saveSession(token: string, expiresAt: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(EXPIRY_KEY, expiresAt);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(EXPIRY_KEY);
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getExpiry(): number | null {
  const raw = localStorage.getItem(EXPIRY_KEY);
  if (!raw) return null;
  const asNumber = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(asNumber) ? asNumber : null;
}

function isTokenExpired(now: number = Date.now()): boolean {
  const expiry = getExpiry();
  return expiry === null || now >= expiry;
}

/** A stored token with an unexpired expiry. */
export function hasValidSession(now: number = Date.now()): boolean {
  return Boolean(getToken()) && !isTokenExpired(now);
}
