import { DEFAULT_API_URL } from '../api/baseApi';
import { getToken } from '../lib/session';
import { DOWNLOAD_FAILED, fileNameOfDisposition } from './FilePreview';

/** The product's download success toast (its failure toast is DOWNLOAD_FAILED). */
export const DOWNLOAD_OK = 'File downloaded successfully.';

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
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOfDisposition(res.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
