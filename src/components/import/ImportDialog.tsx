import { useEffect, useRef } from 'react';
import { Alert, Button, Form, Modal, ProgressBar, Spinner } from 'react-bootstrap';
import { ImportPreview } from './ImportPreview';
import { announceDone, announceFailed } from './importToasts';
import { loadXlsx } from './importActors';
import { downloadRejectedRows } from './rejectedRows';
import type { DuplicateMode } from '../../../machines/import.machine';
import type { ImportDescriptor } from './types';
import { useImport } from './useImport';

const ACCEPT = '.xlsx,.xls,.csv';

const DUPLICATE_MODES: { mode: DuplicateMode; label: string }[] = [
  { mode: 'skip', label: 'Skip duplicates' },
  { mode: 'update', label: 'Update existing' },
];

interface Props {
  descriptor: ImportDescriptor;
  show: boolean;
  onHide: () => void;
  /** Called after every finished upload (success or failure): refresh the list. */
  onFinished: () => void;
}

/**
 * The one spreadsheet import dialog (prospects, stakeholders, birthdays): pick a file, preview
 * and map its columns, choose what duplicates do, upload with progress; the import toasts (docs/api.md "Imports") follow and
 * the dialog closes and the list refreshes whatever the outcome. Mounted only while shown, so
 * the xlsx library loads when a dialog opens.
 */
export function ImportDialog({ descriptor, show, onHide, onFinished }: Props) {
  const { snapshot, send, progress, setProgress } = useImport(descriptor);
  const ctx = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const finished = snapshot.hasTag('finished');
  const announced = useRef(false);

  useEffect(() => {
    if (!finished || announced.current) return;
    announced.current = true;
    const { fileName, headers, rows } = ctx;
    const download = (errors: { row: number; field: string; message: string }[]) =>
      errors.length ? () => void downloadRejectedRows(fileName ?? 'import', headers, rows, errors) : null;
    if (ctx.result) announceDone(ctx.result, download(ctx.result.errors));
    else if (ctx.failure) announceFailed(ctx.failure, download(ctx.failure.rowErrors ?? []));
    send({ type: 'RESET' });
    setProgress(0);
    onFinished();
    onHide();
  }, [finished, ctx, send, setProgress, onFinished, onHide]);

  useEffect(() => {
    if (!finished) announced.current = false;
  }, [finished]);

  // The xlsx library starts loading as the dialog opens, so parsing the picked file is quick.
  useEffect(() => {
    if (show) void loadXlsx();
  }, [show]);

  const close = () => {
    if (busy) return;
    send({ type: 'RESET' });
    onHide();
  };

  return (
    <Modal
      show={show}
      onHide={close}
      size="lg"
      aria-labelledby="import-dialog-title"
      backdrop={busy ? 'static' : true}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="import-dialog-title">{descriptor.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group controlId="import-file">
          <Form.Label>File (.xlsx, .xls, .csv) *</Form.Label>
          <Form.Control
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={(e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (file) send({ type: 'PICK', file });
            }}
          />
        </Form.Group>
        {ctx.fileName && (
          <p className="small mt-2 mb-0" data-testid="import-file-name">
            {ctx.fileName}
          </p>
        )}
        {ctx.error && (
          <Alert variant="danger" className="mt-2 mb-0" role="alert">
            {ctx.error}
          </Alert>
        )}
        {snapshot.hasTag('preview') && (
          <>
            <ImportPreview
              fields={descriptor.fields}
              headers={ctx.headers}
              rows={ctx.rows}
              mapping={ctx.mapping}
              disabled={busy}
              onMap={(field, header) => send({ type: 'MAP', field, header })}
            />
            {descriptor.duplicates && (
              <fieldset className="mt-3" disabled={busy}>
                <legend className="h6">
                  Duplicates{descriptor.duplicateHint ? ` (${descriptor.duplicateHint})` : ''}
                </legend>
                {DUPLICATE_MODES.map(({ mode, label }) => (
                  <Form.Check
                    key={mode}
                    inline
                    type="radio"
                    id={`import-dup-${mode}`}
                    name="import-duplicates"
                    label={label}
                    checked={ctx.duplicates === mode}
                    onChange={() => send({ type: 'DUPLICATES', mode })}
                  />
                ))}
              </fieldset>
            )}
          </>
        )}
        {snapshot.matches('uploading') && (
          <ProgressBar
            className="mt-3"
            now={Math.round(progress * 100)}
            label={`${Math.round(progress * 100)}%`}
            aria-label="Upload progress"
            animated
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => send({ type: 'UPLOAD' })} disabled={!snapshot.hasTag('ready') || busy}>
          {snapshot.matches('uploading') && <Spinner size="sm" className="me-1" aria-hidden />}
          Upload
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
