import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { DialogRecord, DialogResult, SaveInput } from '../../machines/dialog.machine';
import { toApiFailure } from '../lib/apiErrors';

/** Any store dispatch that runs thunks (the app store's, or a test store's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AppDispatchLike = ThunkDispatch<any, unknown, UnknownAction>;

/** What dispatching an RTK Query mutation returns (only the parts used here). */
export interface MutationRequest {
  unwrap(): Promise<{ message?: string }>;
  reset(): void;
}

/** Resolves with the server message or rejects with an `ApiFailure`; drops the cache entry. */
async function settleMutation(request: MutationRequest): Promise<DialogResult> {
  try {
    return { message: (await request.unwrap()).message };
  } catch (error) {
    throw toApiFailure(error);
  } finally {
    request.reset();
  }
}

/**
 * The dialog machine's real `save` / `remove` actors for one kind of record, from the two calls
 * that start its mutations. A failure rejects with an `ApiFailure` (422: its field errors), which
 * the machine turns into field errors or a message. Screens and model-based tests use the same.
 */
export function mutationDialogActors(calls: {
  save(input: SaveInput): MutationRequest;
  remove(record: DialogRecord): MutationRequest;
}) {
  return {
    save: fromPromise<DialogResult, SaveInput>(async ({ input }) => settleMutation(calls.save(input))),
    remove: fromPromise<DialogResult, { record: DialogRecord }>(async ({ input }) =>
      settleMutation(calls.remove(input.record)),
    ),
  };
}
