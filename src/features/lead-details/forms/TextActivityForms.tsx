import { useCallback } from 'react';
import { CheckboxField, SelectField, TextField } from '../../../components/form';
import { ActivityForm } from './ActivityForm';
import { LOG_TYPES } from '../../../../contract/activity-types';
import { SAVE_PATHS, toOptions, type FormPlace } from './constants';

interface LogValues {
  description: string;
  log_type: string;
  key_account: boolean;
}
const LOG_INITIAL: LogValues = { description: '', log_type: '', key_account: false };

const logBody = (v: LogValues, common: { lead_id: number; key_account: 'Y' | 'N' }) => ({
  ...common,
  description: v.description ?? '',
  log_type: v.log_type ?? '',
  key_account: common.key_account === 'Y' || v.key_account ? 'Y' : 'N',
});

/**
 * Log Activity: description, log type and the key-account flag (always Y on a key account). Saved
 * without an answer, it is queued on the device.
 */
export function LogActivityForm({ leadId, keyAccount, leadTitle }: FormPlace) {
  return (
    <ActivityForm<LogValues>
      label="Log Activity"
      path={SAVE_PATHS.log}
      leadId={leadId}
      keyAccount={keyAccount}
      queueAs="log"
      leadTitle={leadTitle}
      initialValues={LOG_INITIAL}
      toBody={logBody}
    >
      <TextField name="description" label="Description" as="textarea" rows={3} />
      <SelectField
        name="log_type"
        label="Log Type"
        placeholder="Select log type"
        options={toOptions(LOG_TYPES)}
      />
      {keyAccount === 'N' && <CheckboxField name="key_account" label="Key Account" />}
    </ActivityForm>
  );
}

/** Note and SMS: one description each; a note without an answer is queued, an SMS needs the server. */
function OneTextForm({
  leadId,
  keyAccount,
  leadTitle,
  field,
  label,
  path,
  queueAs,
}: FormPlace & { field: string; label: string; path: string; queueAs?: 'note' }) {
  const toBody = useCallback(
    (v: Record<string, string>, common: { lead_id: number; key_account: 'Y' | 'N' }) => ({
      ...common,
      [field]: v[field] ?? '',
    }),
    [field],
  );
  return (
    <ActivityForm<Record<string, string>>
      label={label}
      path={path}
      leadId={leadId}
      keyAccount={keyAccount}
      queueAs={queueAs}
      leadTitle={leadTitle}
      initialValues={{ [field]: '' }}
      toBody={toBody}
    >
      <TextField name={field} label={`${label} Description`} as="textarea" rows={3} />
    </ActivityForm>
  );
}

export const NoteForm = (place: FormPlace) => (
  <OneTextForm {...place} field="note_description" label="Note" path={SAVE_PATHS.note} queueAs="note" />
);

export const SmsForm = (place: FormPlace) => (
  <OneTextForm {...place} field="sms_description" label="SMS" path={SAVE_PATHS.sms} />
);
