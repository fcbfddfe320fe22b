import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { toast } from 'react-toastify';
import { dialogBus } from '../../../machines/dialog.bus';
import { dialogMachine, type DialogEvent } from '../../../machines/dialog.machine';
import { UNEXPECTED_ERROR } from '../../lib/apiErrors';
import { useAppDispatch } from '../../lib/hooks';
import { inspect } from '../../lib/inspector';
import { createBirthdayActors } from './dialogActors';

export const BIRTHDAY_CHANNEL = 'birthdays';

/** Opens the add/edit dialog (OPEN) or the delete confirmation (REQUEST_DELETE). */
export const sendBirthdayEvent = (event: DialogEvent) => dialogBus.send(BIRTHDAY_CHANNEL, event);

/** The dialog machine of the birthday list, with its real actors and the server's messages as toasts. */
export function useBirthdayDialog() {
  const dispatch = useAppDispatch();
  const machine = useMemo(
    () =>
      dialogMachine.provide({
        actors: createBirthdayActors(dispatch),
        actions: {
          notifySuccess: ({ context }) => void toast.success(context.lastMessage ?? 'Saved successfully.'),
          notifyFailure: ({ context }) => void toast.error(context.errorMessage ?? UNEXPECTED_ERROR),
        },
      }),
    [dispatch],
  );
  const running = useMachine(machine, { inspect });
  const actor = running[2];
  useEffect(() => dialogBus.subscribe(BIRTHDAY_CHANNEL, (event) => actor.send(event)), [actor]);
  return running;
}
