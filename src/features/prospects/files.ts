import { DOWNLOAD_FAILED, fetchApiFile, saveBlob } from '../../lib/download';

const SAMPLE_FILE = 'sample_import.xlsx';
const PHONE_FILE = 'phone_numbers.csv';
export { DOWNLOAD_FAILED, DOWNLOAD_OK } from '../../lib/download';

/** A file answer of the API saved under `name`; throws with the server's message on failure. */
async function download(apiUrl: string, token: string | null, path: string, name: string, body?: unknown) {
  const res = await fetchApiFile(`${apiUrl}${path}`, { token, body }, DOWNLOAD_FAILED);
  saveBlob(await res.blob(), name);
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
