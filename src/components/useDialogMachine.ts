import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { toast } from 'react-toastify';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { dialogBus } from '../../machines/dialog.bus';
import { dialogMachine } from '../../machines/dialog.machine';
import type { AppDispatchLike } from '../api/dialogActors';
import { UNEXPECTED_ERROR } from '../lib/apiErrors';
import { useAppDispatch } from '../lib/hooks';
import { inspect } from '../lib/inspector';

export type DialogActor = ActorRefFrom<typeof dialogMachine>;
export type DialogSnapshot = SnapshotFrom<typeof dialogMachine>;

type Actors = Parameters<typeof dialogMachine.provide>[0]['actors'];

/**
 * The dialog machine of one CRUD screen: its real actors bound, success and failure toasts with
 * the server's message, listening on the screen's dialog bus channel (whoever sends there opens
 * the dialog). `refreshList` runs after a save or delete when the screen wants more than the
 * mutations' own tag invalidation.
 */
export function useDialogMachine(
  channel: string,
  createActors: (dispatch: AppDispatchLike) => Actors,
  refreshList?: (dispatch: AppDispatchLike) => void,
) {
  const dispatch = useAppDispatch();
  const machine = useMemo(
    () =>
      dialogMachine.provide({
        actors: createActors(dispatch),
        actions: {
          notifySuccess: ({ context }) => void toast.success(context.lastMessage ?? 'Saved successfully.'),
          notifyFailure: ({ context }) => void toast.error(context.errorMessage ?? UNEXPECTED_ERROR),
          refreshList: () => refreshList?.(dispatch),
        },
      }),
    // The callers pass module-level functions or ones tied to `channel`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dispatch, channel],
  );
  const running = useMachine(machine, { inspect });
  const actor = running[2];
  useEffect(() => dialogBus.subscribe(channel, (event) => actor.send(event)), [actor, channel]);
  return running;
}
