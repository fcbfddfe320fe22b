import { DEFAULT_API_URL } from '../../api/baseApi';
import { toApiFailure } from '../../lib/apiErrors';
import { getToken } from '../../lib/session';
import { leadQueryParams } from './api';
import type { LeadFilters } from './types';

export const PHONE_FILE = 'phone_numbers.csv';

/**
 * Export Phone: POST /download-all-phone with the list's current filters as `data`, with the
 * bearer token, saved as phone_numbers.csv. Throws with the server's message on failure.
 */
export async function exportPhones(filters: LeadFilters, apiUrl: string = DEFAULT_API_URL): Promise<void> {
  const token = getToken();
  const res = await fetch(`${apiUrl.replace(/\/+$/, '')}/download-all-phone`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/csv',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data: leadQueryParams(filters) }),
  });
  if (!res.ok) {
    const data: unknown = await res.json().catch(() => null);
    throw new Error(toApiFailure({ status: res.status, data }).message);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = PHONE_FILE;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
