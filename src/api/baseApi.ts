import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { endSession } from './endSession';
import { TAG_TYPES } from './tags';
import { DEFAULT_API_URL } from './defaultApiUrl';
import { STATUS } from '../../contract/errors';
import { cachedBaseQuery } from '../offline/cachedBaseQuery';

/** Where calls go: the store's thunk extra argument wins (tests), else the build-time API_URL. */
export interface ApiExtra {
  apiUrl?: string;
}

/** The API root of a store (its thunk extra argument), shared with the calls of src/api/apiFile.ts. */
export function baseUrlFrom(extra: unknown): string {
  const configured = (extra as ApiExtra | undefined)?.apiUrl;
  return (configured ?? DEFAULT_API_URL).replace(/\/+$/, '');
}

/** The token in state (set at login, restored from localStorage at start): every call sends it. */
export const tokenFrom = (getState: () => unknown): string | null =>
  (getState() as { auth?: { token?: string | null } }).auth?.token ?? null;

const rawQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function rawQueryFor(baseUrl: string) {
  let query = rawQueries.get(baseUrl);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl,
      prepareHeaders: (headers, { getState }) => {
        const token = tokenFrom(getState);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        headers.set('Accept', 'application/json');
        return headers;
      },
    });
    rawQueries.set(baseUrl, query);
  }
  return query;
}

/** Paths are written relative to the API root; `get-role-permissions` equals `/get-role-permissions`. */
function normalise(args: string | FetchArgs): string | FetchArgs {
  const fix = (url: string) => (url.startsWith('/') || /^https?:/.test(url) ? url : `/${url}`);
  return typeof args === 'string' ? fix(args) : { ...args, url: fix(args.url) };
}

/** A 401 from any call ends the session: storage and auth state are cleared and the user goes to /. */
const baseQueryWith401: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const result = await rawQueryFor(baseUrlFrom(api.extra))(normalise(args), api, extra);
  if (result.error?.status === STATUS.unauthenticated) endSession(api.dispatch);
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  // The booth's reads offline: src/offline/cachedBaseQuery.ts.
  baseQuery: cachedBaseQuery(baseQueryWith401),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
