import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { waitFor } from 'xstate';
import type { DialogActor } from './useDialogMachine';

const FIELD =
  'input:not([type=hidden]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

/** Once the dialog is shown, typing goes to its first field (not to the dialog's frame). */
function focusFirstField(dialog: HTMLElement) {
  const body = dialog.querySelector('.modal-body') ?? dialog;
  // Unless the user already moved focus inside (a click during the fade).
  if (document.activeElement && document.activeElement !== dialog && dialog.contains(document.activeElement))
    return;
  body.querySelector<HTMLElement>(FIELD)?.focus();
}

/**
 * The add/edit modal of a CRUD screen, run by the dialog machine: closing sends CANCEL (the machine
 * decides), a click outside does nothing, and the form inside mounts only while it is open.
 */
export function DialogModal({
  actor,
  open,
  titleId,
  children,
}: {
  actor: DialogActor;
  open: boolean;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <Modal
      show={open}
      onEntered={focusFirstField}
      onHide={() => actor.send({ type: 'CANCEL' })}
      backdrop="static"
      aria-labelledby={titleId}
    >
      {open && children}
    </Modal>
  );
}

/**
 * react-final-form's onSubmit for that modal: SUBMIT, wait until the machine is no longer busy, and
 * give the form the server's field errors when it went back to editing.
 */
export async function submitToDialog(
  actor: DialogActor,
  values: Record<string, unknown>,
  timeoutMs = 60_000,
) {
  actor.send({ type: 'SUBMIT', values });
  const after = await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: timeoutMs });
  return after.matches({ editing: 'invalid' }) ? after.context.fieldErrors : undefined;
}
