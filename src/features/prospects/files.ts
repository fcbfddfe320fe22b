import { downloadApiFile } from '../../api/apiFile';
import { DOWNLOAD_FAILED } from '../../lib/download';
import { PHONE_FILE, SAMPLE_FILE } from '../../../contract/download-files';

export { DOWNLOAD_FAILED, DOWNLOAD_OK } from '../../lib/download';

/** GET /download-sample → sample_import.xlsx (built by the server); dispatch it. */
export const downloadSample = () =>
  downloadApiFile('/download-sample', SAMPLE_FILE, { fallback: DOWNLOAD_FAILED });

/** Export Phone: the records of the list as shown (their ids) → phone_numbers.csv; dispatch it. */
export const exportPhones = (source: 'prospects' | 'stackholders', data: unknown) =>
  downloadApiFile('/download-all-phone', PHONE_FILE, { body: { source, data }, fallback: DOWNLOAD_FAILED });
