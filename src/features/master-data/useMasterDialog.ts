import { useMachine } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import { toast } from 'react-toastify';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { dialogMachine, type DialogEvent } from '../../../machines/dialog.machine';
import { useAppDispatch } from '../../app/hooks';
import { masterTags } from '../../api/tags';
import { masterDataApi } from './api';
import { createDialogActors } from './dialogActors';
import type { MasterDescriptor } from './types';

export type DialogActor = ActorRefFrom<typeof dialogMachine>;
export type DialogSnapshot = SnapshotFrom<typeof dialogMachine>;

/**
 * The dialog machine of one master-data screen with its real actors bound. Success and failure
 * toasts carry the server message; the list refreshes through RTK Query tag invalidation.
 */
export function useMasterDialog(descriptor: MasterDescriptor) {
  const dispatch = useAppDispatch();
  const machine = useMemo(
    () =>
      dialogMachine.provide({
        actors: createDialogActors(dispatch, descriptor),
        actions: {
          notifySuccess: ({ context }) => void toast.success(context.lastMessage ?? 'Saved successfully.'),
          notifyFailure: ({ context }) => void toast.error(context.errorMessage ?? 'An unexpected error occurred.'),
          // Mutations already invalidate the list; this also covers lists other screens cached.
          refreshList: () => void dispatch(masterDataApi.util.invalidateTags([masterTags.list(descriptor.collection)])),
        },
      }),
    [dispatch, descriptor],
  );
  return useMachine(machine);
}

/** The "app-wide event" that opens the dialog: list buttons send OPEN / REQUEST_DELETE here. */
export const DialogBus = createContext<(event: DialogEvent) => void>(() => {});
export const useDialogBus = () => useContext(DialogBus);
