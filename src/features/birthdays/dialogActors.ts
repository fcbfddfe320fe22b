import type { DialogRecord } from '../../../machines/dialog.machine';
import { mutationDialogActors, type AppDispatchLike } from '../../api/dialogActors';
import { birthdayApi } from './api';
import { BIRTHDAY_FIELDS, type BirthdayValues } from './types';

/** Only the dialog's fields (plus the id when editing) are sent. */
function birthdayPayload(values: Record<string, unknown>, record: DialogRecord | null): BirthdayValues {
  const body: Record<string, unknown> = {};
  for (const { name } of BIRTHDAY_FIELDS) body[name] = typeof values[name] === 'string' ? values[name] : '';
  if (record?.id != null) body.id = Number(record.id);
  return body as BirthdayValues;
}

/** The dialog machine's real save/remove actors for birthday contacts (screen and machine tests). */
export function createBirthdayActors(dispatch: AppDispatchLike) {
  const { saveBirthday, deleteBirthday } = birthdayApi.endpoints;
  return mutationDialogActors({
    save: (input) =>
      dispatch(
        saveBirthday.initiate(birthdayPayload(input.values, input.mode === 'edit' ? input.record : null)),
      ),
    remove: (record) => dispatch(deleteBirthday.initiate(Number(record.id))),
  });
}
