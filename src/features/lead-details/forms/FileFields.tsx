import { useEffect, useMemo } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Field } from 'react-final-form';
import { FileInputWithPreview } from '../../../components/FileInputWithPreview';
import { FilePreview } from '../../../components/FilePreview';
import { fieldError } from '../../../components/form';

/** One optional attachment held as a File in the form, previewed when chosen. */
export function AttachmentField({ name, label }: { name: string; label: string }) {
  const id = `field-${name}`;
  return (
    <Field<File | null> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Form.Group className="mb-3">
            <Form.Label htmlFor={id}>{label}</Form.Label>
            <FileInputWithPreview id={id} invalid={Boolean(error)} onFile={(file) => input.onChange(file)} />
            {error && <div className="invalid-feedback d-block">{error}</div>}
          </Form.Group>
        );
      }}
    </Field>
  );
}

/** A chosen file's row: its preview (a thumbnail for images) and a Remove button. */
function ChosenFile({ file, onRemove }: { file: File; onRemove(): void }) {
  const url = useMemo(
    () =>
      file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
    [file],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <li className="d-flex align-items-center gap-2 mb-1">
      <FilePreview label={file.name} localUrl={url} />
      <Button variant="outline-danger" size="sm" onClick={onRemove} aria-label={`Remove ${file.name}`}>
        Remove
      </Button>
    </li>
  );
}

/** Several files; picking a file with the same name as one already picked is ignored. */
export function FilesField({ name = 'files' }: { name?: string }) {
  return (
    <Field<File[]> name={name}>
      {({ input }) => {
        const chosen = Array.isArray(input.value) ? input.value : [];
        return (
          <Form.Group className="mb-3">
            <Form.Label htmlFor="field-files">Files</Form.Label>
            <Form.Control
              id="field-files"
              type="file"
              multiple
              onChange={(e) => {
                const picked = [...((e.target as HTMLInputElement).files ?? [])];
                const names = new Set(chosen.map((f) => f.name));
                const added = picked.filter((f) => !names.has(f.name) && names.add(f.name));
                input.onChange([...chosen, ...added]);
                (e.target as HTMLInputElement).value = '';
              }}
            />
            <ul className="list-unstyled mt-2 mb-0">
              {chosen.map((file) => (
                <ChosenFile
                  key={file.name}
                  file={file}
                  onRemove={() => input.onChange(chosen.filter((f) => f !== file))}
                />
              ))}
            </ul>
          </Form.Group>
        );
      }}
    </Field>
  );
}
