import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { toast } from 'react-toastify';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { dialogBus } from '../../../machines/dialog.bus';
import { dialogMachine, type DialogEvent } from '../../../machines/dialog.machine';
import { useAppDispatch } from '../../lib/hooks';
import { inspect } from '../../lib/inspector';
import { UNEXPECTED_ERROR } from '../../lib/apiErrors';
import { createDocumentActors } from './dialogActors';

export type DocumentDialogActor = ActorRefFrom<typeof dialogMachine>;
export type DocumentDialogSnapshot = SnapshotFrom<typeof dialogMachine>;

/** The dialog bus channel of the documents screen. */
export const DOCUMENT_CHANNEL = 'documents';

export const sendDocumentDialogEvent = (event: DialogEvent) => dialogBus.send(DOCUMENT_CHANNEL, event);

/** The dialog machine of the documents screen with its real actors; toasts carry the server message. */
export function useDocumentDialog() {
  const dispatch = useAppDispatch();
  const machine = useMemo(
    () =>
      dialogMachine.provide({
        actors: createDocumentActors(dispatch),
        actions: {
          notifySuccess: ({ context }) => void toast.success(context.lastMessage ?? 'Saved successfully.'),
          notifyFailure: ({ context }) => void toast.error(context.errorMessage ?? UNEXPECTED_ERROR),
        },
      }),
    [dispatch],
  );
  const running = useMachine(machine, { inspect });
  const actor = running[2];
  useEffect(() => dialogBus.subscribe(DOCUMENT_CHANNEL, (event) => actor.send(event)), [actor]);
  return running;
}
