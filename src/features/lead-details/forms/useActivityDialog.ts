import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from 'react-toastify';
import { fromPromise, waitFor } from 'xstate';
import { dialogMachine, type DialogResult, type SaveInput } from '../../../../machines/dialog.machine';
import { toApiFailure, UNEXPECTED_ERROR } from '../../../lib/apiErrors';
import { inspect } from '../../../lib/inspector';

/** What a form sends: a JSON object or multipart FormData. */
export type SendBody = (values: Record<string, unknown>) => Promise<{ message?: string }>;

/**
 * One activity form (or the logo dialog) run by the dialog machine: `submit` sends SUBMIT with
 * the values and resolves when the save is over, with the field errors of a 422 (final-form shows
 * them under their fields) or null after a success (the caller resets its form). Success and
 * failure notices carry the server's message. `inline` forms are always open: after each save
 * they are opened again.
 */
export function useActivityDialog(send: SendBody, { inline = true }: { inline?: boolean } = {}) {
  // `send` must be stable (useCallback over the page's lead): the actor keeps its first machine.
  const machine = useMemo(
    () =>
      dialogMachine.provide({
        actors: {
          save: fromPromise<DialogResult, SaveInput>(async ({ input }) => {
            try {
              return { message: (await send(input.values)).message };
            } catch (error) {
              throw toApiFailure(error);
            }
          }),
        },
        actions: {
          notifySuccess: ({ context }) => void toast.success(context.lastMessage ?? 'Saved successfully.'),
          notifyFailure: ({ context }) => void toast.error(context.errorMessage ?? UNEXPECTED_ERROR),
        },
      }),
    [send],
  );
  const [snapshot, , actor] = useMachine(machine, { inspect });
  const closed = snapshot.matches('closed');
  useEffect(() => {
    if (inline && closed) actor.send({ type: 'OPEN' });
  }, [inline, closed, actor]);

  const submit = useCallback(
    async (values: Record<string, unknown>) => {
      actor.send({ type: 'SUBMIT', values });
      const after = await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 120_000 });
      if (after.matches({ editing: 'invalid' })) return after.context.fieldErrors;
      if (after.matches('closed')) return null;
      return undefined;
    },
    [actor],
  );
  return { snapshot, actor, submit, busy: snapshot.hasTag('busy') };
}
