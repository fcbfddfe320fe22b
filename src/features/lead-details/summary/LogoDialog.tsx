import { useCallback, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { FileInputWithPreview } from '../../../components/FileInputWithPreview';
import { FormAlert, SubmitButton } from '../../../components/form';
import { useUploadLogoMutation } from '../api';
import { useActivityDialog } from '../forms/useActivityDialog';

const NO_LOGO_FILE = 'please select the file!';

/**
 * 'Upload Organization Image': opens on the current logo, previews a chosen image, Upload sends
 * it through the dialog machine; success closes it and the panel refreshes (tags).
 */
export function useLogoDialog(leadId: number, currentLogo: string | null) {
  const [upload] = useUploadLogoMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useCallback(
    (values: Record<string, unknown>) => upload({ leadId, file: values.file as File }).unwrap(),
    [upload, leadId],
  );
  const { snapshot, actor, submit, busy } = useActivityDialog(send, { inline: false });
  const open = () => {
    setFile(null);
    setError(null);
    actor.send({ type: 'OPEN' });
  };
  const show = snapshot.matches('editing') || snapshot.matches('submitting');

  const onUpload = async () => {
    if (!file) {
      setError(NO_LOGO_FILE);
      return;
    }
    setError(null);
    const result = await submit({ file });
    const fieldErrors = result as { organization_logo?: string } | null | undefined;
    if (fieldErrors?.organization_logo) setError(fieldErrors.organization_logo);
  };

  const dialog = (
    <Modal show={show} onHide={() => actor.send({ type: 'CANCEL' })} aria-labelledby="logo-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="logo-dialog-title">Upload Organization Image</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {snapshot.matches({ editing: 'failed' }) && <FormAlert error={snapshot.context.errorMessage} />}
        <Form.Label htmlFor="organization-logo-input">Organization Image</Form.Label>
        <FileInputWithPreview
          id="organization-logo-input"
          accept="image/*,.svg,.bmp,.webp"
          invalid={Boolean(error)}
          currentFile={currentLogo}
          onFile={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
        />
        {error && <div className="invalid-feedback d-block">{error}</div>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={() => actor.send({ type: 'CANCEL' })} disabled={busy}>
          Cancel
        </Button>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void onUpload();
          }}
        >
          <SubmitButton busy={busy}>Upload</SubmitButton>
        </form>
      </Modal.Footer>
    </Modal>
  );
  return { open, dialog };
}
