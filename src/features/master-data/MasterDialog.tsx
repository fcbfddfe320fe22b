import arrayMutators from 'final-form-arrays';
import { useMemo } from 'react';
import { Modal } from 'react-bootstrap';
import { DialogFormFooter } from '../../components/DialogFormFooter';
import { DialogModal, submitToDialog } from '../../components/DialogModal';
import { Form } from 'react-final-form';
import { FormAlert } from '../../components/form';
import { MasterInputs } from './MasterInputs';
import { initialValues } from './payload';
import type { DialogActor, DialogSnapshot } from './useMasterDialog';
import type { MasterDescriptor, MasterRow } from './types';

/**
 * The generic add/edit dialog: Create {title} / Update {title} with Cancel and Create/Update.
 * It only sends events; the dialog machine decides. A submit resolves once the machine leaves
 * `submitting`, so a 422 comes back as final-form submission errors under their fields.
 */
export function MasterDialog({
  descriptor,
  snapshot,
  actor,
}: {
  descriptor: MasterDescriptor;
  snapshot: DialogSnapshot;
  actor: DialogActor;
}) {
  const open = snapshot.matches('editing') || snapshot.matches('submitting');
  const { mode, record } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  // Stable initial values: a new object per render would make final-form reset the inputs.
  const initial = useMemo(() => initialValues(descriptor, record as MasterRow | null), [descriptor, record]);
  const title = `${mode === 'edit' ? 'Update' : 'Create'} ${descriptor.title}`;

  const submit = (values: Record<string, unknown>) => submitToDialog(actor, values);

  return (
    <DialogModal actor={actor} open={open} titleId="master-dialog-title">
      <Form
        onSubmit={submit}
        mutators={{ ...arrayMutators }}
        initialValues={initial}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Modal.Header closeButton>
              <Modal.Title id="master-dialog-title">{title}</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              {snapshot.matches({ editing: 'failed' }) && <FormAlert error={snapshot.context.errorMessage} />}
              <MasterInputs
                descriptor={descriptor}
                mode={mode}
                recordId={record?.id != null ? Number(record.id) : undefined}
              />
            </Modal.Body>
            <DialogFormFooter mode={mode} busy={busy} onCancel={() => actor.send({ type: 'CANCEL' })} />
          </form>
        )}
      />
    </DialogModal>
  );
}
