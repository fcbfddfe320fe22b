import { useDispatch } from 'react-redux';
import { DEFAULT_API_URL, type ApiExtra } from './baseApi';

/**
 * The API root this store talks to (the store's `apiUrl` extra argument in tests, else the
 * build-time API_URL), for the few calls made outside RTK Query (file downloads, uploads with
 * progress).
 */
export function useApiUrl(): string {
  const dispatch = useDispatch();
  const read = (_dispatch: unknown, _getState: unknown, extra: ApiExtra | undefined) =>
    (extra?.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, '');
  return dispatch(read as never) as unknown as string;
}
