import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { toast } from 'react-toastify';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { dialogBus } from '../../../machines/dialog.bus';
import { dialogMachine, type DialogEvent } from '../../../machines/dialog.machine';
import { useAppDispatch } from '../../lib/hooks';
import { inspect } from '../../lib/inspector';
import { UNEXPECTED_ERROR } from '../../lib/apiErrors';
import { baseApi } from '../../api/baseApi';
import { masterTags } from '../../api/tags';
import { createDialogActors } from './dialogActors';
import type { MasterDescriptor } from './types';

export type DialogActor = ActorRefFrom<typeof dialogMachine>;
export type DialogSnapshot = SnapshotFrom<typeof dialogMachine>;

/**
 * The dialog machine of one master-data screen with its real actors bound, listening on the
 * screen's dialog bus channel. Success and failure toasts carry the server message; the list
 * refreshes through RTK Query tag invalidation.
 */
export function useMasterDialog(descriptor: MasterDescriptor) {
  const dispatch = useAppDispatch();
  const machine = useMemo(
    () =>
      dialogMachine.provide({
        actors: createDialogActors(dispatch, descriptor),
        actions: {
          notifySuccess: ({ context }) => void toast.success(context.lastMessage ?? 'Saved successfully.'),
          notifyFailure: ({ context }) => void toast.error(context.errorMessage ?? UNEXPECTED_ERROR),
          // Mutations already invalidate the list; this also covers lists other screens cached.
          refreshList: () =>
            void dispatch(baseApi.util.invalidateTags([masterTags.list(descriptor.collection)])),
        },
      }),
    [dispatch, descriptor],
  );
  const running = useMachine(machine, { inspect });
  const actor = running[2];
  // The app-wide event opens this screen's dialog: whoever sends on its channel.
  useEffect(
    () => dialogBus.subscribe(dialogChannel(descriptor), (event) => actor.send(event)),
    [actor, descriptor],
  );
  return running;
}

/** The dialog bus channel of a master-data screen. */
export const dialogChannel = (descriptor: MasterDescriptor) => `master:${descriptor.path}`;

/** Opens (OPEN) or asks to delete (REQUEST_DELETE) on a master-data screen's dialog. */
export const sendDialogEvent = (descriptor: MasterDescriptor, event: DialogEvent) =>
  dialogBus.send(dialogChannel(descriptor), event);
