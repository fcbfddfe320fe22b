/** The product's download toasts. */
export const DOWNLOAD_OK = 'File downloaded successfully.';
export const DOWNLOAD_FAILED = 'Failed to download file.';

/** Saves an object URL under `name` through a temporary link, then releases the URL. */
export function saveObjectUrl(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveBlob(blob: Blob, name: string): void {
  saveObjectUrl(URL.createObjectURL(blob), name);
}

/** `attachment; filename="x.pdf"` (or filename*=UTF-8''x.pdf) → x.pdf. */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')) || null;
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return (plain?.[2] ?? plain?.[1])?.trim() || null;
}
