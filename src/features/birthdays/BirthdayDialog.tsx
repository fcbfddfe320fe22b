import { useMemo } from 'react';
import { Modal } from 'react-bootstrap';
import { DialogFormFooter } from '../../components/DialogFormFooter';
import { DialogModal, submitToDialog } from '../../components/DialogModal';
import { Form } from 'react-final-form';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { dialogMachine } from '../../../machines/dialog.machine';
import { FormAlert, TextField } from '../../components/form';
import { BIRTHDAY_FIELDS } from './types';

type Actor = ActorRefFrom<typeof dialogMachine>;
type Snapshot = SnapshotFrom<typeof dialogMachine>;

const required = (label: string) => (value: string | undefined) =>
  value && value.trim() ? undefined : `The ${label.toLowerCase()} field is required.`;

/** Add/edit a birthday contact: the seven fields, person name, contact email and date of birth required. */
export function BirthdayDialog({ snapshot, actor }: { snapshot: Snapshot; actor: Actor }) {
  const open = snapshot.matches('editing') || snapshot.matches('submitting');
  const { mode, record } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const initial = useMemo(() => {
    const values: Record<string, string> = {};
    for (const { name } of BIRTHDAY_FIELDS) values[name] = String(record?.[name] ?? '');
    return values;
  }, [record]);
  const title = `${mode === 'edit' ? 'Update' : 'Create'} Birthday Contact`;

  const submit = (values: Record<string, unknown>) => submitToDialog(actor, values);

  return (
    <DialogModal actor={actor} open={open} titleId="birthday-dialog-title">
      <Form
        onSubmit={submit}
        initialValues={initial}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Modal.Header closeButton>
              <Modal.Title id="birthday-dialog-title">{title}</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              {snapshot.matches({ editing: 'failed' }) && <FormAlert error={snapshot.context.errorMessage} />}
              {BIRTHDAY_FIELDS.map((f) => (
                <TextField
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  required={'required' in f}
                  type={'type' in f ? f.type : undefined}
                  as={'as' in f ? f.as : undefined}
                  rows={'as' in f ? 2 : undefined}
                  max={f.name === 'DOB' ? new Date().toISOString().slice(0, 10) : undefined}
                  validate={'required' in f ? required(f.label) : undefined}
                />
              ))}
            </Modal.Body>
            <DialogFormFooter mode={mode} busy={busy} onCancel={() => actor.send({ type: 'CANCEL' })} />
          </form>
        )}
      />
    </DialogModal>
  );
}
