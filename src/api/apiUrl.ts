import { useDispatch } from 'react-redux';
import { baseUrlFrom } from './baseApi';

/**
 * The API root this store talks to (the store's `apiUrl` extra argument in tests, else the
 * build-time API_URL), for the import upload, which reports progress through XMLHttpRequest
 * (files use src/api/apiFile.ts).
 */
export function useApiUrl(): string {
  const dispatch = useDispatch();
  const read = (_dispatch: unknown, _getState: unknown, extra: unknown) => baseUrlFrom(extra);
  return dispatch(read as never) as unknown as string;
}
