import { toast } from 'react-toastify';
import type { ApiFiles } from '../../api/apiFile';
import { DOWNLOAD_FAILED, DOWNLOAD_OK } from '../../lib/download';
import type { DocumentFile, DocumentRow } from './types';

/** One file through GET /document-download-file/{path}, with the product's toasts. */
export async function downloadDocumentFile(files: ApiFiles, file: DocumentFile): Promise<void> {
  await files.download(`/document-download-file/${encodeURIComponent(file.file_path)}`, file.original_name);
  toast.success(DOWNLOAD_OK);
}

/** The whole document as documents.zip; failures end in the product's toast, never thrown. */
export async function downloadDocumentZip(files: ApiFiles, doc: DocumentRow): Promise<void> {
  try {
    await files.download(`/document-download-zip/${doc.id}`, 'documents.zip');
    toast.success(DOWNLOAD_OK);
  } catch {
    toast.error(DOWNLOAD_FAILED);
  }
}
