import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { fromPromise } from 'xstate';
import {
  dialogMachine,
  type DialogRecord,
  type DialogResult,
  type SaveInput,
} from '../../../machines/dialog.machine';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { SubmitButton, TextField } from '../../components/form';
import { inspect } from '../../lib/inspector';

/** Where the demo goes after a submit or a confirmed delete (docs/decisions.md "Countries demo dialog"). */
const DEMO_DESTINATION = '/location/countries';
const DEMO = { id: 50, code: 'BD', name: 'Bangladesh' };

/**
 * The static countries demo dialog (code, id, name): the dialog machine with actors that call
 * nothing. Submit, or Delete and its confirmation, end at /location/countries.
 */
export function CountryDemoDialog() {
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      dialogMachine.provide({
        actors: {
          save: fromPromise<DialogResult, SaveInput>(async () => ({
            message: 'Demo only: nothing was saved.',
          })),
          remove: fromPromise<DialogResult, { record: DialogRecord }>(async () => ({
            message: 'Demo only: nothing was deleted.',
          })),
        },
        actions: {
          notifySuccess: ({ context }) => {
            toast.info(context.lastMessage ?? 'Demo only.');
            navigate(DEMO_DESTINATION);
          },
        },
      }),
    [navigate],
  );
  const [snapshot, send, actor] = useMachine(machine, { inspect });
  const open = snapshot.matches('editing') || snapshot.matches('submitting');
  return (
    <>
      <Button variant="outline-secondary" onClick={() => send({ type: 'OPEN', record: DEMO })}>
        Demo dialog
      </Button>
      <Modal show={open} onHide={() => send({ type: 'CANCEL' })} aria-labelledby="country-demo-title">
        {open && (
          <Form onSubmit={(values) => send({ type: 'SUBMIT', values })} initialValues={DEMO}>
            {({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate>
                <Modal.Header closeButton>
                  <Modal.Title id="country-demo-title">Country (demo)</Modal.Title>
                </Modal.Header>
                <Modal.Body>
                  <TextField name="code" label="Code" />
                  <TextField name="id" label="Id" type="number" />
                  <TextField name="name" label="Name" />
                </Modal.Body>
                <Modal.Footer>
                  <Button
                    variant="outline-danger"
                    onClick={() => {
                      send({ type: 'CANCEL' });
                      send({ type: 'REQUEST_DELETE', record: DEMO });
                    }}
                  >
                    Delete
                  </Button>
                  <SubmitButton busy={snapshot.hasTag('busy')}>Submit</SubmitButton>
                </Modal.Footer>
              </form>
            )}
          </Form>
        )}
      </Modal>
      <DeleteConfirm title="Country" snapshot={snapshot} actor={actor} />
    </>
  );
}
