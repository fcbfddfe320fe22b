import { Button } from 'react-bootstrap';
import { TextField } from '../../../components/form';
import { useArrayRows } from '../../../components/person-form/useArrayRows';
import { MAX_TASK_REMINDERS } from '../../../../contract/records';

export interface ReminderRow {
  reminderDate: string;
  reminderTime: string;
}
export const EMPTY_REMINDER: ReminderRow = { reminderDate: '', reminderTime: '' };

/**
 * Repeatable reminders: the first row is always there, a row can be removed only while more than
 * one remains, and the add button shows on the last row only, until the task has as many as the
 * server takes. The keyboard follows the rows (src/components/person-form/useArrayRows.ts): an added
 * row's date takes focus, after a removal the date of the row now in that place.
 */
export function ReminderRows() {
  const rows = useArrayRows<ReminderRow>('reminders', 'reminderDate');
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Reminders</legend>
      {rows.names.map((name, index) => (
        <div key={name} className="d-flex flex-wrap gap-2 align-items-start">
          <TextField name={`${name}.reminderDate`} label={`Reminder ${index + 1} date`} type="date" />
          <TextField name={`${name}.reminderTime`} label={`Reminder ${index + 1} time`} type="time" />
          <div className="d-flex gap-1 align-self-end mb-3">
            {rows.count > 1 && (
              <Button
                variant="outline-danger"
                size="sm"
                aria-label={`Remove reminder ${index + 1}`}
                onClick={() => rows.remove(index)}
              >
                Remove
              </Button>
            )}
            {index === rows.count - 1 && index + 1 < MAX_TASK_REMINDERS && (
              <Button variant="outline-primary" size="sm" onClick={() => rows.push({ ...EMPTY_REMINDER })}>
                Add Reminder
              </Button>
            )}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
