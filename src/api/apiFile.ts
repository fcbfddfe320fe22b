import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { toApiFailure } from '../lib/apiErrors';
import { fileNameOfDisposition, saveBlob } from '../lib/download';
import type { Dispatch } from '@reduxjs/toolkit';
import { STATUS } from '../../contract/errors';
import { baseUrlFrom, tokenFrom } from './baseApi';
import { endSession } from './endSession';

/**
 * The one way to call the API outside RTK Query (file downloads, stored images): a thunk, so it
 * reads the API root (the store's `apiUrl`, else the build-time API_URL) and the bearer token from
 * the store exactly as RTK Query's own calls do (baseApi.ts). A plain link cannot send the token.
 */
export type ApiThunk<T> = (dispatch: unknown, getState: () => unknown, extra: unknown) => Promise<T>;

export interface ApiFileOptions {
  /** Sent as a JSON POST; without it the call is a GET. */
  body?: unknown;
  accept?: string;
  /** The message thrown when the server names none. */
  fallback?: string;
}

/** A file answer of the API; a failure throws with the server's message, else `fallback`. */
const fetchApiFile =
  (path: string, { body, accept, fallback }: ApiFileOptions = {}): ApiThunk<Response> =>
  async (dispatch, getState, extra) => {
    const token = tokenFrom(getState);
    const res = await fetch(`${baseUrlFrom(extra)}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(accept ? { Accept: accept } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) {
      // As for RTK Query's calls: an expired or revoked session ends here too.
      if (res.status === STATUS.unauthenticated) endSession(dispatch as Dispatch);
      const data: unknown = await res.json().catch(() => null);
      throw new Error(toApiFailure({ status: res.status, data }, fallback).message);
    }
    return res;
  };

/** A file answer saved under the server's Content-Disposition name, else `name`. */
export const downloadApiFile =
  (path: string, name: string, options?: ApiFileOptions): ApiThunk<void> =>
  async (dispatch, getState, extra) => {
    const res = await fetchApiFile(path, options)(dispatch, getState, extra);
    saveBlob(await res.blob(), fileNameOfDisposition(res.headers.get('Content-Disposition')) ?? name);
  };

/** The URL of an API path, for a link's `href` (the click itself downloads with the token). */
const urlOf =
  (path: string) =>
  (_dispatch: unknown, _getState: unknown, extra: unknown): string =>
    `${baseUrlFrom(extra)}${path}`;

export type ApiFiles = ReturnType<typeof useApiFiles>;

/** The thunks above bound to this component's store. */
export function useApiFiles() {
  const dispatch = useDispatch();
  return useMemo(() => {
    function run<T>(thunk: unknown): T {
      return dispatch(thunk as never) as unknown as T;
    }
    return {
      fetchFile: (path: string, options?: ApiFileOptions) =>
        run<Promise<Response>>(fetchApiFile(path, options)),
      download: (path: string, name: string, options?: ApiFileOptions) =>
        run<Promise<void>>(downloadApiFile(path, name, options)),
      url: (path: string) => run<string>(urlOf(path)),
    };
  }, [dispatch]);
}

/** A stored upload's API path (GET /uploads/{name}). */
export const uploadPath = (name: string) => `/uploads/${encodeURIComponent(name)}`;
