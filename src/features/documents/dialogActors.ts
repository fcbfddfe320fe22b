import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { DialogRecord, DialogResult, SaveInput } from '../../../machines/dialog.machine';
import { toApiFailure } from '../../lib/apiErrors';
import { documentsApi } from './api';
import type { DocumentFormValues } from './types';

// Any store dispatch that runs thunks (the app store's, or a test store's).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

interface MutationRequest {
  unwrap(): Promise<{ message?: string }>;
  reset(): void;
}

async function settle(request: MutationRequest): Promise<DialogResult> {
  try {
    return { message: (await request.unwrap()).message };
  } catch (error) {
    throw toApiFailure(error);
  } finally {
    request.reset();
  }
}

/**
 * The dialog machine's real `save`/`remove` actors for documents: create or update (multipart)
 * and delete, rejecting with an `ApiFailure` (422: its field errors). Screens and machine tests use them.
 */
export function createDocumentActors(dispatch: Dispatch) {
  const endpoints = documentsApi.endpoints;
  return {
    save: fromPromise<DialogResult, SaveInput>(async ({ input }) => {
      const values = input.values as DocumentFormValues;
      const id = input.record?.id;
      return settle(
        input.mode === 'edit' && id != null
          ? dispatch(endpoints.updateDocument.initiate({ id: Number(id), values }))
          : dispatch(endpoints.createDocument.initiate(values)),
      );
    }),
    remove: fromPromise<DialogResult, { record: DialogRecord }>(async ({ input }) =>
      settle(dispatch(endpoints.deleteDocument.initiate(Number(input.record.id)))),
    ),
  };
}
