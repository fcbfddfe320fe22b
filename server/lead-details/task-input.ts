import type { Repos } from '../repositories';
import { LOG_TYPES } from '../../contract/activity-types';
import { TASK_PRIORITIES } from '../../contract/priorities';
import { MAX_TASK_REMINDERS } from '../../contract/records';
import { ErrorBag } from '../validation/errors';
import { isIsoDate, text, toInt } from '../validation/values';
import {
  choiceField,
  dateField,
  instantOf,
  isTime,
  jsonListField,
  textField,
  timeField,
  utcOffsetField,
} from './activity-fields';

export interface TaskValues {
  fields: Record<string, unknown>;
  /** Instants at which the reminders ring. */
  reminderInstants: string[];
}

/**
 * The task form (multipart: reminders and assign_to arrive as JSON text). Required: title, type,
 * start and end date and time, priority; the end is not before the start; reminder rows are real
 * dates and times (blank rows, like the form's always-present first row, are dropped); assignees
 * are existing employees. Errors are keyed as the form names its fields.
 */
export async function readTask(
  repos: Repos,
  body: Record<string, unknown>,
  bag: ErrorBag,
): Promise<TaskValues> {
  const task_title = textField(body, 'task_title', bag, { required: true, max: 255 });
  const task_description = textField(body, 'task_description', bag);
  const task_type = choiceField(body, 'type', LOG_TYPES, bag, true);
  const start_date = dateField(body, 'start_date', bag);
  const start_time = timeField(body, 'start_time', bag);
  const due_date = dateField(body, 'due_date', bag);
  const due_time = timeField(body, 'due_time', bag);
  const priority = choiceField(body, 'priority', TASK_PRIORITIES, bag, true);
  const offset = utcOffsetField(body, bag);
  if (start_date && start_time && due_date && due_time) {
    if (`${due_date} ${due_time}` < `${start_date} ${start_time}`) {
      const key = due_date < start_date ? 'due_date' : 'due_time';
      bag.add(key, 'The end date and time must not be before the start date and time.');
    }
  }

  const reminders: { reminderDate: string; reminderTime: string }[] = [];
  jsonListField(body, 'reminders', bag, MAX_TASK_REMINDERS).forEach((row, i) => {
    const r = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
    const date = text(r.reminderDate);
    const time = text(r.reminderTime);
    if (!date && !time) return;
    if (!isIsoDate(date)) bag.add(`reminders.${i}.reminderDate`, 'The reminder date must be a real date.');
    if (!isTime(time))
      bag.add(`reminders.${i}.reminderTime`, 'The reminder time must be a time in HH:mm format.');
    if (isIsoDate(date) && isTime(time)) reminders.push({ reminderDate: date, reminderTime: time });
  });

  const assign_to: number[] = [];
  const asked = jsonListField(body, 'assign_to', bag, 50).map((item) =>
    toInt(item && typeof item === 'object' ? (item as Record<string, unknown>).id : item),
  );
  const employees = await repos.table('employees').getMany(asked);
  for (const id of asked) {
    if (!Number.isInteger(id) || !employees.has(id)) {
      bag.add('assign_to', 'The selected assignee does not exist.');
      continue;
    }
    if (!assign_to.includes(id)) assign_to.push(id);
  }

  return {
    fields: {
      task_title,
      task_description,
      task_type,
      start_date,
      start_time,
      due_date,
      due_time,
      priority,
      reminders,
      assign_to,
    },
    reminderInstants: reminders.map((r) => instantOf(r.reminderDate, r.reminderTime, offset)),
  };
}
