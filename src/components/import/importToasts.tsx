import { toast } from 'react-toastify';
import type { ImportFailure, ImportResult } from '../../../machines/import.machine';

const UPLOAD_FAILED = 'Failed to upload data.';
const DOWNLOAD_REJECTED = 'Download rejected rows';
/** Row errors shown one toast each, at most this many (a 5,000-row sheet must not bury the screen). */
const MAX_ERROR_TOASTS = 5;

type RowError = ImportResult['errors'][number];

const rowText = (e: RowError) => `Row ${e.row}, ${e.field.replace(/_/g, ' ')}: ${e.message}`;

function errorToasts(texts: string[]) {
  for (const text of texts.slice(0, MAX_ERROR_TOASTS)) toast.error(text);
  if (texts.length > MAX_ERROR_TOASTS)
    toast.error(
      `…and ${texts.length - MAX_ERROR_TOASTS} more. Download the rejected rows for the full list.`,
    );
}

/** A toast body with the message and, when rows were rejected, the download button. */
function withDownload(message: string, download: (() => void) | null) {
  if (!download) return message;
  return (
    <div>
      <div>{message}</div>
      <button type="button" className="btn btn-sm btn-light mt-2" onClick={download}>
        {DOWNLOAD_REJECTED}
      </button>
    </div>
  );
}

/** After a successful call: each rejected row's error, then the server's summary (with the download). */
export function announceDone(result: ImportResult, download: (() => void) | null) {
  errorToasts(result.errors.map(rowText));
  const message = result.message ?? 'Imported successfully.';
  if (result.errors.length) toast.warning(withDownload(message, download), { autoClose: false });
  else toast.success(message);
}

/** After a failed call: each error as its own toast, then the message or 'Failed to upload data.'. */
export function announceFailed(failure: ImportFailure, download: (() => void) | null) {
  const rows = failure.rowErrors ?? [];
  const fieldTexts = Object.values(failure.fieldErrors ?? {}).filter(
    (v): v is string => typeof v === 'string',
  );
  errorToasts(rows.length ? rows.map(rowText) : fieldTexts);
  toast.error(withDownload(failure.message || UPLOAD_FAILED, rows.length ? download : null), {
    autoClose: rows.length ? false : undefined,
  });
}
