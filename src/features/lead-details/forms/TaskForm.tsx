import { SelectField, TextField } from '../../../components/form';
import { ActivityForm } from './ActivityForm';
import { AssigneePicker, type Assignee } from './AssigneePicker';
import { AttachmentField } from './FileFields';
import { EMPTY_REMINDER, ReminderRows, type ReminderRow } from './ReminderRows';
import { LOG_TYPES } from '../../../../contract/activity-types';
import { TASK_PRIORITIES } from '../../../../contract/priorities';
import { required, SAVE_PATHS, toOptions, utcOffset, type FormPlace } from './constants';

export interface TaskValues {
  task_title: string;
  task_description: string;
  type: string;
  start_date: string;
  start_time: string;
  due_date: string;
  due_time: string;
  priority: string;
  reminders: ReminderRow[];
  assign_to: Assignee[];
  attachments: File | null;
}

const INITIAL: TaskValues = {
  task_title: '',
  task_description: '',
  type: '',
  start_date: '',
  start_time: '',
  due_date: '',
  due_time: '',
  priority: '',
  reminders: [EMPTY_REMINDER],
  assign_to: [],
  attachments: null,
};

const REQUIRED: [keyof TaskValues, string][] = [
  ['task_title', 'task title'],
  ['type', 'type'],
  ['start_date', 'start date'],
  ['start_time', 'start time'],
  ['due_date', 'due date'],
  ['due_time', 'due time'],
  ['priority', 'priority'],
];

function validateTask(v: TaskValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, label] of REQUIRED) if (!String(v[key] ?? '').trim()) errors[key] = required(label);
  if (!errors.due_date && !errors.due_time && !errors.start_date && !errors.start_time)
    if (`${v.due_date} ${v.due_time}` < `${v.start_date} ${v.start_time}`)
      errors[v.due_date < v.start_date ? 'due_date' : 'due_time'] =
        'The end date and time must not be before the start date and time.';
  return errors;
}

/** Multipart: reminders and assignees as JSON text, one attachment. */
function toBody(v: TaskValues, common: { lead_id: number; key_account: 'Y' | 'N' }): FormData {
  const form = new FormData();
  form.append('lead_id', String(common.lead_id));
  form.append('key_account', common.key_account);
  for (const key of [
    'task_title',
    'task_description',
    'type',
    'start_date',
    'start_time',
    'due_date',
    'due_time',
    'priority',
  ] as const)
    form.append(key, String(v[key] ?? ''));
  form.append('reminders', JSON.stringify(v.reminders ?? []));
  form.append('assign_to', JSON.stringify(v.assign_to ?? []));
  form.append('utc_offset', utcOffset());
  if (v.attachments) form.append('attachments', v.attachments);
  return form;
}

export function TaskForm({ leadId, keyAccount }: FormPlace) {
  return (
    <ActivityForm<TaskValues>
      label="Task"
      path={SAVE_PATHS.task}
      leadId={leadId}
      keyAccount={keyAccount}
      initialValues={INITIAL}
      validate={validateTask}
      toBody={toBody}
      noticeKeys={['reminders']}
    >
      <TextField name="task_title" label="Title" required />
      <TextField name="task_description" label="Description" as="textarea" rows={2} />
      <SelectField
        name="type"
        label="Type"
        required
        placeholder="Select type"
        options={toOptions(LOG_TYPES)}
      />
      <div className="row g-2">
        <TextField className="col-6" name="start_date" label="Start Date" type="date" required />
        <TextField className="col-6" name="start_time" label="Start Time" type="time" required />
        <TextField className="col-6" name="due_date" label="End Date" type="date" required />
        <TextField className="col-6" name="due_time" label="End Time" type="time" required />
      </div>
      <SelectField
        name="priority"
        label="Priority"
        required
        placeholder="Select priority"
        options={toOptions(TASK_PRIORITIES)}
      />
      <ReminderRows />
      <AssigneePicker />
      <AttachmentField name="attachments" label="Attachment" />
    </ActivityForm>
  );
}
