import { TextField } from '../../../components/form';
import { ActivityForm } from './ActivityForm';
import { FilesField } from './FileFields';
import { SAVE_PATHS, type FormPlace } from './constants';

export interface FilesValues {
  description: string;
  files: File[];
}

const INITIAL: FilesValues = { description: '', files: [] };
const NO_FILES = 'Please select at least one file.';

const validateFiles = (v: FilesValues) => ((v.files ?? []).length === 0 ? { files: NO_FILES } : {});

function toBody(v: FilesValues, common: { lead_id: number; key_account: 'Y' | 'N' }): FormData {
  const form = new FormData();
  form.append('lead_id', String(common.lead_id));
  form.append('key_account', common.key_account);
  form.append('description', v.description ?? '');
  (v.files ?? []).forEach((file, i) => form.append(`files[${i}]`, file));
  return form;
}

/** Description and one or more files; every message shows as one error notice. */
export function FilesForm({ leadId, keyAccount }: FormPlace) {
  return (
    <ActivityForm<FilesValues>
      label="File"
      path={SAVE_PATHS.file}
      leadId={leadId}
      keyAccount={keyAccount}
      initialValues={INITIAL}
      validate={validateFiles}
      toBody={toBody}
      errorsAsNotice
    >
      <TextField name="description" label="Description" as="textarea" rows={2} />
      <FilesField />
    </ActivityForm>
  );
}
