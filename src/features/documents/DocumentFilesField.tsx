import { useEffect, useMemo } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { FilePreview } from '../../components/FilePreview';
import { fieldError } from '../../components/form';
import type { DocumentFile } from './types';

const FILE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.bmp,.pdf,.doc,.docx,.xls,.xlsx,.csv,.txt';

/** Newly chosen files: each previewed, removable before saving; a second file of the same name is ignored. */
function ChosenFiles({ files, onChange }: { files: File[]; onChange(files: File[]): void }) {
  const urls = useMemo(
    () =>
      files.map((f) =>
        f.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
          ? URL.createObjectURL(f)
          : null,
      ),
    [files],
  );
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);
  return (
    <ul className="list-unstyled mb-0">
      {files.map((file, i) => (
        <li key={file.name} className="d-flex align-items-center gap-2 mt-2">
          <FilePreview label={file.name} localUrl={urls[i]} />
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`Remove ${file.name}`}
            onClick={() => onChange(files.filter((f) => f !== file))}
          >
            ×
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The document's files: on edit the stored files with a Keep checkbox each (no remove button),
 * then a chooser for new files. Errors of `document_files` and `files` show beneath it.
 */
export function DocumentFilesField({ stored }: { stored: DocumentFile[] }) {
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor="document-files">
        Files <span className="text-danger">*</span>
      </Form.Label>
      {stored.length > 0 && (
        <Field<string[]> name="existing_files">
          {({ input, meta }) => {
            const kept = input.value || [];
            return (
              <ul className="list-unstyled mb-2" aria-label="Stored files">
                {meta.submitError && <li className="invalid-feedback d-block">{String(meta.submitError)}</li>}
                {stored.map((file) => (
                  <li key={file.file_path} className="d-flex align-items-center gap-2 mb-1">
                    <Form.Check
                      id={`keep-${file.file_path}`}
                      aria-label={`Keep ${file.original_name}`}
                      checked={kept.includes(file.file_path)}
                      onChange={(e) =>
                        input.onChange(
                          e.target.checked
                            ? [...kept, file.file_path]
                            : kept.filter((p) => p !== file.file_path),
                        )
                      }
                    />
                    <FilePreview storedName={file.file_path} label={file.original_name} />
                  </li>
                ))}
              </ul>
            );
          }}
        </Field>
      )}
      <Field<File[]> name="document_files">
        {({ input, meta }) => {
          const files = input.value || [];
          const error = fieldError(meta);
          return (
            <>
              <Form.Control
                id="document-files"
                type="file"
                multiple
                accept={FILE_ACCEPT}
                isInvalid={Boolean(error)}
                onChange={(e) => {
                  const target = e.target as HTMLInputElement;
                  const picked = [...(target.files ?? [])].filter(
                    (f) => !files.some((g) => g.name === f.name),
                  );
                  input.onChange([
                    ...files,
                    ...picked.filter((f, i, all) => all.findIndex((g) => g.name === f.name) === i),
                  ]);
                  target.value = '';
                }}
              />
              {error && <div className="invalid-feedback d-block">{error}</div>}
              <ChosenFiles files={files} onChange={input.onChange} />
            </>
          );
        }}
      </Field>
      <Field name="files" subscription={{ submitError: true }}>
        {({ meta }) =>
          meta.submitError ? <div className="invalid-feedback d-block">{String(meta.submitError)}</div> : null
        }
      </Field>
    </Form.Group>
  );
}
