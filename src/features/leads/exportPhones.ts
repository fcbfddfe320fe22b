import { downloadApiFile } from '../../api/apiFile';
import { leadQueryParams } from './api';
import type { LeadFilters } from './types';
import { PHONE_FILE } from '../../../contract/download-files';

/**
 * Export Phone: POST /download-all-phone with the list's current filters as `data`, saved as
 * phone_numbers.csv (dispatch it: the store gives the API root and token). Throws with the
 * server's message on failure.
 */
export const exportPhones = (filters: LeadFilters) =>
  downloadApiFile('/download-all-phone', PHONE_FILE, {
    body: { data: leadQueryParams(filters) },
    accept: 'text/csv',
  });
