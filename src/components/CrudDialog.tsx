import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { Form, type FormProps } from 'react-final-form';
import { DialogFormFooter } from './DialogFormFooter';
import { DialogModal, submitToDialog } from './DialogModal';
import { FormAlert } from './form';
import type { DialogActor, DialogSnapshot } from './useDialogMachine';

/** "Create {noun}" / "Update {noun}": the title of the add/edit dialogs that follow the footer's verbs. */
export const crudTitle = (mode: 'create' | 'edit', noun: string) =>
  `${mode === 'edit' ? 'Update' : 'Create'} ${noun}`;

/**
 * The add/edit dialog of a CRUD screen (master data, documents, birthdays): open while the dialog
 * machine edits or submits, its title, the machine's failure above the fields (`children`), and
 * Cancel / Create-or-Update. It only sends events; a 422 comes back as errors under the fields.
 */
export function CrudDialog<V extends object>({
  snapshot,
  actor,
  titleId,
  title,
  initialValues,
  validate,
  mutators,
  submitTimeoutMs,
  children,
}: Pick<FormProps<V>, 'initialValues' | 'validate' | 'mutators'> & {
  snapshot: DialogSnapshot;
  actor: DialogActor;
  titleId: string;
  title: string;
  /** How long a save may take (uploads take longer); submitToDialog's default otherwise. */
  submitTimeoutMs?: number;
  children: ReactNode;
}) {
  const open = snapshot.matches('editing') || snapshot.matches('submitting');
  const submit = (values: V) => submitToDialog(actor, values as Record<string, unknown>, submitTimeoutMs);
  return (
    <DialogModal actor={actor} open={open} titleId={titleId}>
      <Form<V>
        onSubmit={submit}
        validate={validate}
        mutators={mutators}
        initialValues={initialValues}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Modal.Header closeButton>
              <Modal.Title id={titleId}>{title}</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              {snapshot.matches({ editing: 'failed' }) && <FormAlert error={snapshot.context.errorMessage} />}
              {children}
            </Modal.Body>
            <DialogFormFooter
              mode={snapshot.context.mode}
              busy={snapshot.hasTag('busy')}
              onCancel={() => actor.send({ type: 'CANCEL' })}
            />
          </form>
        )}
      />
    </DialogModal>
  );
}
