import { toApiFailure } from '../../lib/apiErrors';

export const SAMPLE_FILE = 'sample_import.xlsx';
export const PHONE_FILE = 'phone_numbers.csv';
export const DOWNLOAD_OK = 'File downloaded successfully.';
export const DOWNLOAD_FAILED = 'Failed to download file.';

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file answer of the API saved under `name`; throws with the server's message on failure. */
async function download(apiUrl: string, token: string | null, path: string, name: string, body?: unknown) {
  const res = await fetch(`${apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const data: unknown = await res.json().catch(() => null);
    throw new Error(toApiFailure({ status: res.status, data }, DOWNLOAD_FAILED).message);
  }
  save(await res.blob(), name);
}

/** GET /download-sample → sample_import.xlsx (built by the server). */
export const downloadSample = (apiUrl: string, token: string | null) =>
  download(apiUrl, token, '/download-sample', SAMPLE_FILE);

/** Export Phone: the records of the list as shown (their ids) → phone_numbers.csv. */
export const exportPhones = (
  apiUrl: string,
  token: string | null,
  source: 'prospects' | 'stackholders',
  data: unknown,
) => download(apiUrl, token, '/download-all-phone', PHONE_FILE, { source, data });
