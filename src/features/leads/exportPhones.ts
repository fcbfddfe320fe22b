import { DEFAULT_API_URL } from '../../api/baseApi';
import { fetchApiFile, saveBlob } from '../../lib/download';
import { getToken } from '../../lib/session';
import { leadQueryParams } from './api';
import type { LeadFilters } from './types';

const PHONE_FILE = 'phone_numbers.csv';

/**
 * Export Phone: POST /download-all-phone with the list's current filters as `data`, with the
 * bearer token, saved as phone_numbers.csv. Throws with the server's message on failure.
 */
export async function exportPhones(filters: LeadFilters, apiUrl: string = DEFAULT_API_URL): Promise<void> {
  const res = await fetchApiFile(`${apiUrl.replace(/\/+$/, '')}/download-all-phone`, {
    token: getToken(),
    body: { data: leadQueryParams(filters) },
    accept: 'text/csv',
  });
  saveBlob(await res.blob(), PHONE_FILE);
}
