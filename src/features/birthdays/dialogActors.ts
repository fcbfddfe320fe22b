import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { DialogRecord, DialogResult, SaveInput } from '../../../machines/dialog.machine';
import { toApiFailure } from '../../lib/apiErrors';
import { birthdayApi } from './api';
import { BIRTHDAY_FIELDS, type BirthdayValues } from './types';

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

/** Only the dialog's fields (plus the id when editing) are sent. */
export function birthdayPayload(
  values: Record<string, unknown>,
  record: DialogRecord | null,
): BirthdayValues {
  const body: Record<string, unknown> = {};
  for (const { name } of BIRTHDAY_FIELDS) body[name] = typeof values[name] === 'string' ? values[name] : '';
  if (record?.id != null) body.id = Number(record.id);
  return body as BirthdayValues;
}

/** The dialog machine's real save/remove actors for birthday contacts (screen and machine tests). */
export function createBirthdayActors(dispatch: Dispatch) {
  const { saveBirthday, deleteBirthday } = birthdayApi.endpoints;
  return {
    save: fromPromise<DialogResult, SaveInput>(async ({ input }) =>
      settle(
        dispatch(
          saveBirthday.initiate(birthdayPayload(input.values, input.mode === 'edit' ? input.record : null)),
        ),
      ),
    ),
    remove: fromPromise<DialogResult, { record: DialogRecord }>(async ({ input }) =>
      settle(dispatch(deleteBirthday.initiate(Number(input.record.id)))),
    ),
  };
}
