import { useEffect, useState, type MouseEvent } from 'react';
import { Spinner } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { uploadPath, useApiFiles } from '../api/apiFile';
import { DOWNLOAD_FAILED } from '../lib/download';

/** What a file is shown as. */
export type FilePreviewKind = 'image' | 'pdf' | 'word' | 'excel' | 'other';

const KINDS: [RegExp, FilePreviewKind][] = [
  // The spec's image list, plus webp (accepted for visiting cards).
  [/\.(jpe?g|png|gif|bmp|svg|webp)$/i, 'image'],
  [/\.pdf$/i, 'pdf'],
  [/\.docx?$/i, 'word'],
  [/\.xlsx?$/i, 'excel'],
];

export function filePreviewKind(name: string): FilePreviewKind {
  return KINDS.find(([re]) => re.test(name))?.[1] ?? 'other';
}

/** A stored image fetched with the token into a blob URL (released when it changes or unmounts). */
export function useStoredThumbnail(name: string | null) {
  const [url, setUrl] = useState<{ name: string; url: string } | null>(null);
  const files = useApiFiles();
  useEffect(() => {
    if (!name || typeof URL.createObjectURL !== 'function') return;
    let objectUrl: string | null = null;
    let cancelled = false;
    files
      .fetchFile(uploadPath(name))
      .then((res) => res.blob())
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl({ name, url: objectUrl });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [name, files]);
  return url && url.name === name ? url.url : null;
}

const ICON_TEXT: Record<Exclude<FilePreviewKind, 'image'>, { label: string; text: string; color: string }> = {
  pdf: { label: 'PDF file', text: 'PDF', color: '#d93025' },
  word: { label: 'Word document', text: 'DOC', color: '#2b579a' },
  excel: { label: 'Excel spreadsheet', text: 'XLS', color: '#217346' },
  other: { label: 'File', text: 'FILE', color: '#6c757d' },
};

/** The fixed icon of a non-image kind: a page with its type on it. */
function FileKindIcon({ kind }: { kind: Exclude<FilePreviewKind, 'image'> }) {
  const { label, text, color } = ICON_TEXT[kind];
  return (
    <svg width="32" height="40" viewBox="0 0 32 40" role="img" aria-label={label} data-kind={kind}>
      <path d="M2 1h20l8 8v30H2z" fill="#fff" stroke={color} strokeWidth="2" />
      <path d="M22 1v8h8" fill="none" stroke={color} strokeWidth="2" />
      <rect x="0" y="22" width="32" height="12" rx="2" fill={color} />
      <text x="16" y="31" textAnchor="middle" fontSize="8" fontWeight="bold" fill="#fff">
        {text}
      </text>
    </svg>
  );
}

export interface FilePreviewProps {
  /** The server's name of a stored upload (`GET /uploads/{name}`), if it is stored. */
  storedName?: string | null;
  /** The name shown and saved on download when the server names none (default: `storedName`). */
  label?: string | null;
  /** A local object URL of the same image (a file just chosen): shown instead of fetching it. */
  localUrl?: string | null;
  /** Replaces the default download (GET /uploads) when a screen downloads through its own call. */
  onDownload?: () => Promise<void>;
}

/**
 * The file preview widget: a thumbnail for images (jpg, jpeg, png, gif, bmp, svg),
 * fixed icons for pdf, doc/docx and xls/xlsx, a generic icon otherwise, the file's name and a
 * Download link for a stored file. For any stored upload (visiting cards, documents, activity files).
 */
export function FilePreview({ storedName, label, localUrl, onDownload }: FilePreviewProps) {
  const name = label || storedName || '';
  const kind = filePreviewKind(storedName || name);
  const fetched = useStoredThumbnail(kind === 'image' && !localUrl && storedName ? storedName : null);
  const files = useApiFiles();
  const thumbnail = kind === 'image' ? (localUrl ?? fetched) : null;
  const [downloading, setDownloading] = useState(false);
  if (!name) return null;

  const download = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (!storedName || downloading) return;
    setDownloading(true);
    (onDownload ? onDownload() : files.download(uploadPath(storedName), name))
      .catch(() => void toast.error(DOWNLOAD_FAILED))
      .finally(() => setDownloading(false));
  };

  return (
    <span className="d-inline-flex align-items-center gap-2" data-testid="file-preview">
      {thumbnail ? (
        <img src={thumbnail} alt="Preview" className="img-thumbnail" style={{ maxHeight: 96 }} />
      ) : kind === 'image' ? null : (
        <FileKindIcon kind={kind} />
      )}
      <span className="small text-body-secondary text-break">{name}</span>
      {storedName && (
        <a href={files.url(uploadPath(storedName))} download={name} onClick={download} className="small">
          Download
          {downloading && <Spinner animation="border" size="sm" className="ms-1" aria-label="Downloading" />}
        </a>
      )}
    </span>
  );
}
