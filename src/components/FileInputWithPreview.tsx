import { useEffect, useState } from 'react';
import { Form, Spinner } from 'react-bootstrap';
import { FilePreview } from './FilePreview';

export interface FileInputWithPreviewProps {
  id?: string;
  accept?: string;
  /** A chosen file; the caller uploads it and reports `busy` meanwhile. */
  onFile(file: File): void;
  /** The server's name of what is already stored, if any: previewed and downloadable (FilePreview). */
  currentFile?: string | null;
  /** Its name to show and save as (e.g. the chosen file's own name); default: the stored name. */
  currentLabel?: string | null;
  /** A local object URL of the stored image, when this page has it (no need to fetch it). */
  currentPreview?: string | null;
  busy?: boolean;
  invalid?: boolean;
}

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * A file chooser that previews the chosen file right away (an image's thumbnail, else its type's
 * icon and name) and otherwise shows what is stored with the file preview widget (FilePreview).
 */
export function FileInputWithPreview({
  id,
  accept,
  onFile,
  currentFile,
  currentLabel,
  currentPreview,
  busy,
  invalid,
}: FileInputWithPreviewProps) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  // Each preview URL is released when replaced or when the field goes away.
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return (
    <div>
      <Form.Control
        id={id}
        type="file"
        accept={accept}
        isInvalid={invalid}
        onChange={(e) => {
          const file = (e.target as HTMLInputElement).files?.[0];
          if (!file) return;
          const canPreview = isImage(file) && typeof URL.createObjectURL === 'function';
          setUrl(canPreview ? URL.createObjectURL(file) : null);
          setChosen(file);
          onFile(file);
        }}
      />
      <div className="d-flex align-items-center gap-2 mt-2">
        {busy && <Spinner animation="border" size="sm" role="status" aria-label="Uploading" />}
        {chosen ? (
          <FilePreview label={chosen.name} localUrl={isImage(chosen) ? url : null} />
        ) : (
          <FilePreview storedName={currentFile} label={currentLabel} localUrl={currentPreview} />
        )}
      </div>
    </div>
  );
}
