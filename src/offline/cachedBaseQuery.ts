import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { browserOffline, offlineFailure } from './browserOffline';
import { readAnswer, saveAnswer } from './cacheStore';
import { CHILDREN_OF, MAX_AGE, readKind, type ReadKind } from './offlineReads';

type Query = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
/**
 * An endpoint's `extraOptions`: `evenOffline` calls the network although the browser says it is
 * offline (the sync's sends: its "Sync now" tries anyway, machines/sync.machine.ts).
 */
interface OfflineOptions {
  evenOffline?: boolean;
}
type CachedQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, OfflineOptions>;
type Envelope = { contents?: unknown };

const offline = (): { error: FetchBaseQueryError } => ({ error: offlineFailure() });

/** The network is down or the server unreachable: only then is a stored answer served. */
const isNetworkFailure = (error: FetchBaseQueryError) =>
  error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';

/** Tells tokens apart without storing one (cyrb53; not a secret, only a key). */
function tokenKey(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `token:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

const requestKey = (endpoint: string, args: string | FetchArgs) => `${endpoint} ${JSON.stringify(args)}`;
const SESSION_REQUEST = requestKey('getRolePermissions', 'get-role-permissions');

interface AuthSlice {
  auth?: { token?: string | null; user?: { id: number } | null };
}

/**
 * Whose answers: the session's own (who the user is) by its token; everything else by the user's
 * id, known from the session answer (in state, or stored offline for this token).
 */
async function ownerOf(
  getState: BaseQueryApi['getState'],
  kind: ReadKind,
  now: number,
): Promise<string | null> {
  const { auth } = getState() as AuthSlice;
  if (!auth?.token) return null;
  if (kind === 'session') return tokenKey(auth.token);
  if (auth.user) return `user:${auth.user.id}`;
  const session = (await readAnswer(tokenKey(auth.token), SESSION_REQUEST, MAX_AGE.session, now)) as
    { contents?: { user?: { id: number } } } | undefined;
  const id = session?.contents?.user?.id;
  return id === undefined ? null : `user:${id}`;
}

/** A cascade list never fetched for this parent: the whole list, filtered by the parent's id. */
async function childrenFromWholeList(owner: string, endpoint: string, args: string | FetchArgs, now: number) {
  const relation = CHILDREN_OF[endpoint];
  if (!relation || typeof args === 'string') return undefined;
  const whole = (await readAnswer(
    owner,
    requestKey('masterList', `/${relation.collection}`),
    MAX_AGE.lookup,
    now,
  )) as Envelope | undefined;
  if (!Array.isArray(whole?.contents)) return undefined;
  const parent = Number((args.body as Record<string, unknown> | undefined)?.[relation.key]);
  const rows = (whole.contents as Record<string, unknown>[]).filter((r) => r[relation.key] === parent);
  return { ...whole, contents: rows };
}

/**
 * What `cachedBaseQuery` would serve offline for a query of `endpoint` with `args` (the request
 * its `query` builds), read without a call or a store update: the wizard's duplicate warning asks
 * for the stored index right after its check got no answer (src/features/lead-wizard/), where
 * another try of the network and RTK Query's two store updates only delayed the save.
 */
export async function storedAnswer(
  getState: BaseQueryApi['getState'],
  endpoint: string,
  args: string | FetchArgs,
  now: number = Date.now(),
): Promise<unknown> {
  const kind = readKind(endpoint, args);
  const owner = kind && (await ownerOf(getState, kind, now));
  return kind && owner ? readAnswer(owner, requestKey(endpoint, args), MAX_AGE[kind], now) : undefined;
}

/**
 * The API's base query with offline reads: the answers listed in src/offline/offlineReads.ts are
 * stored in IndexedDB (src/offline/cacheStore.ts) when they arrive, and served when the network
 * fails. Any other answer, and every error from a reachable server (a 401 included), goes through
 * unchanged, so online the app reads only the server.
 */
export function cachedBaseQuery(inner: Query, now: () => number = Date.now): CachedQuery {
  return async (args, api, extra) => {
    const skip = browserOffline() && !extra?.evenOffline;
    const result = skip ? offline() : await inner(args, api, {});
    const kind = api.type === 'query' ? readKind(api.endpoint, args) : null;
    if (!kind || (result.error && !isNetworkFailure(result.error))) return result;
    try {
      const at = now();
      const owner = await ownerOf(api.getState, kind, at);
      if (!owner) return result;
      const request = requestKey(api.endpoint, args);
      if (!result.error) {
        await saveAnswer(owner, request, result.data, at);
        return result;
      }
      const stored =
        (await readAnswer(owner, request, MAX_AGE[kind], at)) ??
        (await childrenFromWholeList(owner, api.endpoint, args, at));
      return stored === undefined ? result : { data: stored };
    } catch {
      // IndexedDB refused or broken: the answer as it came.
      return result;
    }
  };
}
