import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { DialogRecord, DialogResult, SaveInput } from '../../../machines/dialog.machine';
import { toApiFailure } from '../../lib/apiErrors';
import { masterDataApi } from './api';
import { toPayload } from './payload';
import type { MasterDescriptor } from './types';

// Any store dispatch that runs thunks (the app store's, or a test store's).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

interface MutationRequest {
  unwrap(): Promise<{ message?: string }>;
  reset(): void;
}

/** Resolves with the server message or rejects with an `ApiFailure`; drops the cache entry. */
async function settle(request: MutationRequest): Promise<DialogResult> {
  try {
    const result = await request.unwrap();
    return { message: result.message };
  } catch (error) {
    throw toApiFailure(error);
  } finally {
    request.reset();
  }
}

/**
 * The real `save`/`remove` actors of the dialog machine for one descriptor: RTK Query mutations
 * unwrapped, so a failure rejects with an `ApiFailure` (422: its field errors). Used by the
 * screens and by the model-based machine tests alike.
 */
export function createDialogActors(dispatch: Dispatch, descriptor: MasterDescriptor) {
  const { collection } = descriptor;
  const endpoints = masterDataApi.endpoints;
  return {
    save: fromPromise<DialogResult, SaveInput>(async ({ input }) => {
      const body = toPayload(descriptor, input.values, input.mode);
      const id = input.record?.id;
      const request =
        input.mode === 'edit' && id != null
          ? dispatch(endpoints.updateMaster.initiate({ collection, id: Number(id), body }))
          : dispatch(endpoints.createMaster.initiate({ collection, body }));
      return settle(request);
    }),
    remove: fromPromise<DialogResult, { record: DialogRecord }>(async ({ input }) => {
      const id = Number(input.record.id);
      return settle(dispatch(endpoints.deleteMaster.initiate({ collection, id })));
    }),
  };
}
