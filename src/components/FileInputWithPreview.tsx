import { useEffect, useState } from 'react';
import { Form, Spinner } from 'react-bootstrap';

export interface FileInputWithPreviewProps {
  id?: string;
  accept?: string;
  /** A chosen file; the caller uploads it and reports `busy` meanwhile. */
  onFile(file: File): void;
  /** Preview of what is already stored (an object URL or data URL), if any. */
  currentPreview?: string | null;
  /** Name shown when there is no image preview (a PDF, or an image still loading). */
  currentName?: string | null;
  busy?: boolean;
  invalid?: boolean;
}

const isImage = (file: File) => file.type.startsWith('image/');

/** A file chooser that previews the chosen image (or names a PDF) right away. */
export function FileInputWithPreview({
  id,
  accept,
  onFile,
  currentPreview,
  currentName,
  busy,
  invalid,
}: FileInputWithPreviewProps) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  // Each preview URL is released when replaced or when the field goes away.
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const preview = chosen ? (isImage(chosen) ? url : null) : currentPreview;
  const name = chosen ? chosen.name : currentName;
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
        {preview ? (
          <img src={preview} alt="Preview" className="img-thumbnail" style={{ maxHeight: 96 }} />
        ) : (
          name && <span className="small text-body-secondary">{name}</span>
        )}
      </div>
    </div>
  );
}
