import { DEFAULT_API_URL } from '../api/baseApi';
import { DOWNLOAD_FAILED, fileNameOfDisposition, saveBlob } from '../lib/download';
import { getToken } from '../lib/session';

/**
 * GETs an API path with the bearer token (a plain link cannot send it) and saves the answer under
 * the server's Content-Disposition name, else `fallbackName`. Rejects with DOWNLOAD_FAILED.
 */
export async function downloadFromApi(
  apiPath: string,
  fallbackName: string,
  apiUrl: string = DEFAULT_API_URL,
): Promise<void> {
  const token = getToken();
  const res = await fetch(`${apiUrl.replace(/\/+$/, '')}${apiPath}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(DOWNLOAD_FAILED);
  saveBlob(await res.blob(), fileNameOfDisposition(res.headers.get('Content-Disposition')) ?? fallbackName);
}

/** A stored upload saved under its original name (the server's Content-Disposition), else `fallbackName`. */
export const downloadStoredFile = (
  name: string,
  fallbackName: string = name,
  apiUrl: string = DEFAULT_API_URL,
) => downloadFromApi(`/uploads/${encodeURIComponent(name)}`, fallbackName, apiUrl);
